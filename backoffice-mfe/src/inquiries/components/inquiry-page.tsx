import { shopperMessage } from '@shop/shared/api-client';
import { type AdminInquiryView, INQUIRY_STATUSES } from '@shop/shared/contracts';
import { SelectField, TextArea } from '@shop/shared/fields';
import { formatDateTime } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { Button, LoadView, Skeleton } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { readAddressed } from '../../app/addressed-record';
import { INQUIRY_STATUS_WORDS, StatusBadge } from '../../app/status-badge';
import { inquiriesApi } from '../api/inquiries-api';
import { useInquiryStateForm } from '../hooks/use-inquiry-state-form';
import { useInquiryTextForm } from '../hooks/use-inquiry-text-form';
import { INQUIRY_KIND_WORDS } from '../inquiry-filters';

export const INQUIRY_FAILED = 'The inquiry could not be loaded. Please try again.';
/** What the API says of an inquiry it does not know, and the page of an address whose id cannot be one. */
export const INQUIRY_NOT_FOUND = 'Inquiry not found';

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_WORDS[status] }));
const MAIL_WORDS = { pending: 'Mail waiting to be sent', sent: 'Mail sent', failed: 'Mail failed: see Mails' } as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `inquiry-panel-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
      <h2 id={id} className="bo:mb-3 bo:text-lg bo:font-semibold bo:text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StateForm({ inquiry, onSaved }: { inquiry: AdminInquiryView; onSaved: () => void }) {
  const { saving, submit } = useInquiryStateForm(inquiry, onSaved);
  const assignees = inquiry.assignees.map((member) => ({ value: member.id, label: member.name }));
  return (
    <form key={inquiry.version} aria-label="Status and assignee" onSubmit={(event) => void submit(event)} className="bo:space-y-3">
      <SelectField id="inquiry-status" name="status" label="Status" options={STATUS_OPTIONS} defaultValue={inquiry.status} />
      <SelectField
        id="inquiry-assignee"
        name="assigneeId"
        label="Assignee"
        placeholder="Nobody"
        options={assignees}
        defaultValue={inquiry.assignee?.id ?? ''}
      />
      <Button type="submit" variant="secondary" busy={saving}>
        Save
      </Button>
    </form>
  );
}

function TextForm({ what, inquiryId, onSent }: { what: 'note' | 'reply'; inquiryId: string; onSent: () => void }) {
  const { field, sending, submit } = useInquiryTextForm(what, inquiryId, onSent);
  const note = what === 'note';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={note ? 'Add a note' : 'Reply by e-mail'}
      className="bo:mt-4 bo:space-y-3"
    >
      <TextArea
        id={`inquiry-${what}`}
        label={note ? 'Note' : 'Reply'}
        hint={
          note
            ? 'For staff only: the sender never sees it. Up to 1000 characters.'
            : 'Mailed to the sender as written. Up to 5000 characters.'
        }
        rows={note ? 3 : 6}
        required
        {...field('text')}
      />
      <Button type="submit" variant={note ? 'secondary' : 'primary'} busy={sending}>
        {note ? 'Add Note' : 'Send Reply'}
      </Button>
    </form>
  );
}

/** Who did what, oldest first: the notes, replies and changes of the inquiry as one story. */
function History({ inquiry }: { inquiry: AdminInquiryView }) {
  const entries = [
    ...inquiry.history.map((event, index) => ({
      key: `event-${index}`,
      at: event.at,
      by: event.by,
      what: [
        event.status ? `Status ${INQUIRY_STATUS_WORDS[event.status.from]} → ${INQUIRY_STATUS_WORDS[event.status.to]}` : '',
        event.assignee ? `Assignee ${event.assignee.from ?? 'nobody'} → ${event.assignee.to ?? 'nobody'}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      text: null as string | null,
    })),
    ...inquiry.notes.map((note) => ({ key: note.id, at: note.at, by: note.by, what: 'Note', text: note.text })),
    ...inquiry.replies.map((reply) => ({
      key: reply.id,
      at: reply.at,
      by: reply.by,
      what: `Reply to ${reply.to}${reply.mail ? ` · ${MAIL_WORDS[reply.mail.state]}` : ''}`,
      text: reply.text,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol aria-label="History" className="bo:space-y-3 bo:text-sm">
      <li className="bo:border-l-2 bo:border-slate-200 bo:pl-3">
        <p className="bo:font-semibold">Received</p>
        <p className="bo:text-slate-600">{formatDateTime(inquiry.receivedAt)}</p>
      </li>
      {entries.map((entry) => (
        <li key={entry.key} className="bo:border-l-2 bo:border-slate-200 bo:pl-3">
          <p className="bo:font-semibold bo:break-words">{entry.what}</p>
          <p className="bo:text-slate-600">
            {formatDateTime(entry.at)} · {entry.by}
          </p>
          {entry.text ? <p className="bo:whitespace-pre-wrap bo:break-words">{entry.text}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function InquiryDetail({ inquiry, reload }: { inquiry: AdminInquiryView; reload: () => void }) {
  return (
    <div className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-3">
        <h1 id="inquiry-title" className="bo:text-2xl bo:font-semibold bo:break-words bo:text-slate-900">
          {inquiry.subject}
        </h1>
        <StatusBadge inquiryStatus={inquiry.status} />
        <p className="bo:text-sm bo:text-slate-600">
          {INQUIRY_KIND_WORDS[inquiry.kind]} from {inquiry.from} ·{' '}
          <time dateTime={inquiry.receivedAt}>{formatDateTime(inquiry.receivedAt)}</time>
        </p>
      </div>
      <div className="bo:grid bo:gap-4 bo:lg:grid-cols-3">
        <div className="bo:space-y-4 bo:lg:col-span-2">
          <Panel title="What was sent">
            <dl className="bo:grid bo:gap-x-4 bo:gap-y-1 bo:text-sm bo:sm:grid-cols-[max-content_1fr]">
              {inquiry.fields.map((field) => (
                <div key={field.label} className="bo:contents">
                  <dt className="bo:font-semibold bo:text-slate-700">{field.label}</dt>
                  <dd className="bo:mb-2 bo:whitespace-pre-wrap bo:break-words bo:sm:mb-0">{field.value || '—'}</dd>
                </div>
              ))}
            </dl>
            {inquiry.products.length > 0 ? (
              <ul aria-label="Products asked for" className="bo:mt-3 bo:list-disc bo:pl-5 bo:text-sm">
                {inquiry.products.map((product) => (
                  <li key={product.productName}>
                    {product.productName} × {product.quantity}
                  </li>
                ))}
              </ul>
            ) : null}
          </Panel>
          <Panel title="Reply">
            {inquiry.email ? (
              <>
                <p className="bo:text-sm bo:text-slate-600">
                  To <span className="bo:break-all">{inquiry.email}</span>
                  {inquiry.status === 'closed' ? '. The inquiry stays closed.' : '. The inquiry becomes answered.'}
                </p>
                <TextForm what="reply" inquiryId={inquiry.id} onSent={reload} />
              </>
            ) : (
              <p className="bo:text-sm">The sender left no e-mail address: call them on the number they gave.</p>
            )}
          </Panel>
          <Panel title="History">
            <History inquiry={inquiry} />
            <TextForm what="note" inquiryId={inquiry.id} onSent={reload} />
          </Panel>
        </div>
        <div className="bo:space-y-4">
          <Panel title="Status and assignee">
            <StateForm inquiry={inquiry} onSaved={reload} />
          </Panel>
        </div>
      </div>
    </div>
  );
}

/** One inquiry: what was sent, its status and assignee, a reply to the sender, and notes and history. */
export function InquiryPage({ inquiryId }: { inquiryId: string }) {
  const inquiry = useQuery<AdminInquiryView | null>(
    ['backoffice/inquiry', inquiryId],
    () => readAddressed(inquiryId, INQUIRY_NOT_FOUND, inquiriesApi.read),
    null,
  );
  return (
    <section aria-labelledby="inquiry-title" className="bo:space-y-4">
      <p>
        <Link to="/inquiries" className="bo:text-sm bo:text-brand-700 bo:underline">
          All inquiries
        </Link>
      </p>
      <LoadView
        status={inquiry.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(inquiry.error, INQUIRY_FAILED)}
        onRetry={inquiry.retry}
      >
        {inquiry.data ? <InquiryDetail inquiry={inquiry.data} reload={inquiry.retry} /> : null}
      </LoadView>
    </section>
  );
}
