import type { AdminOrderView, OrderStatus } from '@shop/shared/contracts';
import { Button } from '@shop/shared/ui';
import { useState } from 'react';
import { moveLabel } from '../move-words';
import { MoveDialog } from './move-dialog';

/** A button for each state the order may move to; each asks what its move needs in a dialog, then makes it. */
export function OrderMoves({ order, onMoved }: { order: AdminOrderView; onMoved: () => void }) {
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  return (
    <>
      {order.moves.length > 0 ? (
        <fieldset className="bo:flex bo:flex-wrap bo:gap-2">
          <legend className="bo:sr-only">Move the order</legend>
          {order.moves.map((to) => (
            <Button key={to} variant={to === 'cancelled' ? 'destructive' : 'primary'} onClick={() => setMoving(to)}>
              {moveLabel(order.status, to)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {moving ? (
        <MoveDialog
          orderId={order.id}
          from={order.status}
          to={moving}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            onMoved();
          }}
        />
      ) : null}
    </>
  );
}
