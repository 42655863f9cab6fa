import { TextArea } from '@shop/shared/fields';
import { Button, Dialog } from '@shop/shared/ui';
import { useReturnRequest } from '../hooks/use-return-request';
import { ReturnPhotoPicker } from './return-photo-picker';

/** Asks why a delivered order goes back, with photos if the shopper has them, then requests the return. */
export function ReturnRequestDialog({ orderId, onClose, onDone }: { orderId: string; onClose: () => void; onDone: () => void }) {
  const { field, photos, photosError, choosePhotos, removePhoto, sending, submit } = useReturnRequest(orderId, onDone);
  return (
    <Dialog title="Return this order" onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="acc:mt-3 acc:space-y-4">
        <TextArea
          id={`return-reason-${orderId}`}
          label="Why are you returning it?"
          hint="Up to 500 characters."
          required
          {...field('reason')}
        />
        <ReturnPhotoPicker photos={photos} error={photosError} disabled={sending} onChoose={choosePhotos} onRemove={removePhoto} />
        <div className="acc:flex acc:justify-end acc:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep Order
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Request Return'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
