import type { AdminRatingView } from '@shop/shared/contracts';
import { TextArea } from '@shop/shared/fields';
import { Button, Dialog } from '@shop/shared/ui';
import { useHideRatingForm } from '../hooks/use-rating-visibility';

/** Asks why a rating leaves the shop, then hides it; nothing happens without a reason. */
export function HideDialog({ rating, onClose, onDone }: { rating: AdminRatingView; onClose: () => void; onDone: () => void }) {
  const { field, sending, submit } = useHideRatingForm(rating, onDone);
  return (
    <Dialog title={`Hide this rating of ${rating.product.name}?`} onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-3 bo:space-y-4">
        <p className="bo:text-sm bo:text-slate-600">
          It leaves the product page and the product’s average at once. The shopper still sees that they rated it.
        </p>
        {rating.text ? (
          <blockquote className="bo:border-l-4 bo:border-slate-300 bo:pl-3 bo:text-sm bo:text-slate-800">{rating.text}</blockquote>
        ) : null}
        <TextArea
          id="rating-hide-reason"
          label="Reason"
          hint="Recorded in the audit log. Up to 500 characters."
          required
          {...field('reason')}
        />
        <div className="bo:flex bo:flex-wrap bo:justify-end bo:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant="danger" busy={sending}>
            Hide Rating
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
