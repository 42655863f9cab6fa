import { shopperMessage } from '@shop/shared/api-client';
import type { DeletionRequest, DeletionRequestDetail } from '@shop/shared/contracts';
import { TextArea } from '@shop/shared/fields';
import { useQuery } from '@shop/shared/query';
import { Button, Dialog, LoadView, Skeleton } from '@shop/shared/ui';
import { deletionsApi } from '../api/deletions-api';
import { useProcessDeletionForm } from '../hooks/use-process-deletion-form';

export const DETAIL_FAILED = 'What would be erased could not be read. Please try again.';

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What processing erases and keeps, in words, so the owner knows the size before pressing. */
function Summary({ detail }: { detail: DeletionRequestDetail }) {
  const { erased, kept } = detail;
  const erasedWords = [
    'the name, e-mail, phone and password',
    counted(erased.addresses, 'saved address', 'saved addresses'),
    erased.businessDetails ? 'the business details' : null,
    erased.avatar ? 'the profile picture' : null,
    counted(erased.wishlistItems, 'wish-list item'),
    counted(erased.cartItems, 'cart item'),
    counted(erased.sessions, 'session'),
    counted(erased.signInCodes, 'sign-in code'),
    counted(erased.mails, 'mail'),
    counted(erased.contactMessages, 'contact message'),
    counted(erased.inquiries, 'inquiry', 'inquiries'),
    `${counted(erased.ratings, 'rating')} (the stars stay, without a name or words)`,
  ].filter((words): words is string => words !== null);
  return (
    <div className="bo:space-y-2 bo:text-sm bo:text-slate-700">
      <p>
        <span className="bo:font-semibold">Erased:</span> {erasedWords.join(', ')}.
      </p>
      <p>
        <span className="bo:font-semibold">Kept for the GST law:</span> {counted(kept.orders, 'order')} with{' '}
        {counted(kept.invoices, 'invoice')} and {counted(kept.creditNotes, 'credit note')}, with the buyer’s name and address as printed.
      </p>
    </div>
  );
}

/** Asks why, shows what goes and what stays, and erases the account; nothing happens without a reason. */
export function ProcessDialog({ request, onClose, onDone }: { request: DeletionRequest; onClose: () => void; onDone: () => void }) {
  const detail = useQuery<DeletionRequestDetail | null>(['backoffice/deletion', request.id], () => deletionsApi.detail(request.id), null);
  const { field, sending, submit } = useProcessDeletionForm(request.id, onDone);
  const who = request.fullName || request.email;
  return (
    <Dialog title={`Erase ${who}’s account?`} onClose={onClose} closeLabel="Close">
      <form noValidate onSubmit={(event) => void submit(event)} className="bo:mt-3 bo:space-y-4">
        <p className="bo:text-sm bo:text-slate-600">This cannot be undone. A mail tells {request.email} that it is done.</p>
        <LoadView
          status={detail.status}
          loading={<Skeleton className="bo:h-20 bo:w-full" />}
          failure={shopperMessage(detail.error, DETAIL_FAILED)}
          onRetry={detail.retry}
        >
          {detail.data ? <Summary detail={detail.data} /> : null}
        </LoadView>
        <TextArea
          id="deletion-reason"
          label="Reason"
          hint="Recorded in the audit log with the counts, never the person’s details. Up to 500 characters."
          required
          {...field('reason')}
        />
        <div className="bo:flex bo:flex-wrap bo:justify-end bo:gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" variant="danger" busy={sending} disabled={detail.status !== 'ready'}>
            Erase Account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
