import { RadioGroup, TextArea } from '@shop/shared/fields';
import { Button, Dialog } from '@shop/shared/ui';
import { MAX_RATING_TEXT } from '@shop/shared/validation';
import { useId } from 'react';
import { useRating } from '../hooks/use-rating';

const STAR_OPTIONS = (['1', '2', '3', '4', '5'] as const).map((value) => {
  const stars = Number(value);
  return {
    value,
    label: (
      <span className="acc:inline-flex acc:items-center acc:gap-1.5">
        <span aria-hidden="true" className="acc:tracking-tight acc:text-amber-500">
          {'★'.repeat(stars)}
        </span>
        {stars === 1 ? '1 star' : `${stars} stars`}
      </span>
    ),
  };
});

/** Rates one product of a delivered order: 1 to 5 stars and optional words, sent once. */
export function RatingDialog({
  orderId,
  productId,
  productName,
  onClose,
  onRated,
}: {
  orderId: string;
  productId: string;
  productName: string;
  onClose: () => void;
  onRated: (stars: number) => void;
}) {
  const id = useId();
  const { field, choice, textLength, sending, failure, submit } = useRating(orderId, productId, onRated);
  return (
    <Dialog title={`Rate ${productName}`} onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="acc:mt-3 acc:space-y-4">
        <RadioGroup id={`${id}-stars`} legend="Your rating" options={STAR_OPTIONS} look="cards" {...choice('stars')} />
        <TextArea
          id={`${id}-text`}
          label="What did you think? (optional)"
          hint={`${textLength} of ${MAX_RATING_TEXT} characters`}
          rows={3}
          {...field('text')}
        />
        {failure && (
          <p role="alert" className="acc:rounded-lg acc:bg-red-50 acc:p-3 acc:text-sm acc:text-red-800">
            {failure}
          </p>
        )}
        <div className="acc:flex acc:justify-end acc:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending…' : 'Send Rating'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
