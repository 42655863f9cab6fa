import { Link } from '@shop/shared/navigation';
import { Button, Picture } from '@shop/shared/ui';
import type { OrderLineView } from '../model/order-row';

/** One line of an order; once the order reached the shopper, a Rate button or the stars they gave. */
export function OrderLineItem({ line, onRate }: { line: OrderLineView; onRate: () => void }) {
  return (
    <li className="acc:flex acc:flex-wrap acc:items-center acc:gap-4 acc:py-3">
      {line.image && (
        <Picture
          address={line.image}
          sizes="64px"
          widest={320}
          alt={line.name}
          width={64}
          height={64}
          className="acc:h-16 acc:w-16 acc:rounded acc:object-cover"
        />
      )}
      {/* Wide enough to read; on a narrow screen View Product moves below instead of squeezing it. */}
      <div className="acc:min-w-44 acc:flex-1">
        <p className="acc:font-medium acc:text-slate-900">{line.name}</p>
        <p className="acc:text-sm acc:text-slate-600">Weight: {line.weight}</p>
        <p className="acc:text-sm acc:text-slate-600">
          Price: {line.price} × Quantity: {line.quantity}
        </p>
        <p className="acc:text-sm acc:font-semibold acc:text-slate-800">
          Subtotal: {line.subtotal}
          {line.taxNote && <span className="acc:ml-2 acc:text-xs acc:font-normal acc:text-slate-600">{line.taxNote}</span>}
        </p>
      </div>
      <div className="acc:flex acc:flex-wrap acc:items-center acc:gap-3">
        {line.myRating !== null && (
          <p className="acc:text-sm acc:font-medium acc:text-slate-800">
            You rated {line.myRating}
            <span aria-hidden="true" className="acc:text-amber-500">
              ★
            </span>
            <span className="acc:sr-only"> {line.myRating === 1 ? 'star' : 'stars'}</span>
          </p>
        )}
        {line.ratable && (
          <Button variant="secondary" onClick={onRate} aria-label={`Rate ${line.name}`}>
            Rate
          </Button>
        )}
        <Link to={`/product/${line.productId}`} className="acc:text-sm acc:font-semibold acc:text-brand-700 acc:underline">
          View Product
        </Link>
      </div>
    </li>
  );
}
