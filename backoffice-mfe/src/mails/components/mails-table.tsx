import type { AdminMail } from '@shop/shared/contracts';
import { formatDateTime, shortOrderId } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { ScrollRegion } from '../../app/scroll-region';
import { TableHeaderCell } from '../../app/table-header-cell';

interface MailsTableProps {
  label: string;
  mails: readonly AdminMail[];
  /** Offered on failed mails; absent for the waiting ones. */
  onResend?: (mail: AdminMail) => void;
  /** The mail being sent again, whose button is busy. */
  sending?: string | null;
}

function OrderLink({ orderId }: { orderId: string | null }) {
  if (!orderId) return <span className="bo:text-slate-500">—</span>;
  return (
    <Link to={`/orders/${orderId}`} className="bo:font-mono bo:font-semibold bo:text-brand-700 bo:underline">
      {shortOrderId(orderId)}
    </Link>
  );
}

function ResendAction({ mail, onResend, sending }: { mail: AdminMail } & Pick<MailsTableProps, 'onResend' | 'sending'>) {
  if (!onResend) return null;
  if (!mail.resendable) return <span className="bo:text-sm bo:text-slate-500">A one-time code: the shopper asks for a new one.</span>;
  return (
    <Button
      variant="secondary"
      className="bo:px-3 bo:py-1"
      aria-label={`Send Again to ${mail.to}`}
      busy={sending === mail.id}
      disabled={Boolean(sending)}
      onClick={() => onResend(mail)}
    >
      Send Again
    </Button>
  );
}

/** On a phone, one card per mail. */
function MailCards({ label, mails, onResend, sending }: MailsTableProps) {
  return (
    <ul aria-label={label} className="bo:space-y-2 bo:sm:hidden">
      {mails.map((mail) => (
        <li key={mail.id} className="bo:space-y-1 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3 bo:text-sm">
          <p className="bo:font-semibold bo:text-slate-900">{mail.subject || mail.kind}</p>
          <p className="bo:break-all">To {mail.to}</p>
          <p className="bo:text-slate-600">
            Order <OrderLink orderId={mail.orderId} /> · {mail.attempts} tries · written {formatDateTime(mail.createdAt)}
          </p>
          {mail.lastError ? <p className="bo:break-all bo:text-red-800">{mail.lastError}</p> : null}
          <ResendAction mail={mail} onResend={onResend} sending={sending} />
        </li>
      ))}
    </ul>
  );
}

/** Mails as a table, or as cards on a phone: where each goes, about what, and what went wrong. */
export function MailsTable(props: MailsTableProps) {
  const { label, mails, onResend, sending } = props;
  const columns = ['To', 'Subject', 'Order', 'Tries', 'Last error', 'Written', 'Last change', ...(onResend ? ['Action'] : [])];
  return (
    <>
      <MailCards {...props} />
      <ScrollRegion label={label} className="bo:hidden bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:sm:block">
        <table className="bo:w-full bo:text-left bo:text-sm">
          <thead className="bo:bg-slate-100 bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              {columns.map((name) => (
                <TableHeaderCell key={name}>{name}</TableHeaderCell>
              ))}
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100 bo:align-top">
            {mails.map((mail) => (
              <tr key={mail.id} className="bo:hover:bg-slate-50">
                <td className="bo:px-3 bo:py-2 bo:break-all">{mail.to}</td>
                <td className="bo:min-w-48 bo:px-3 bo:py-2">
                  {mail.subject || mail.kind}
                  <span className="bo:block bo:font-mono bo:text-xs bo:text-slate-500">{mail.kind}</span>
                </td>
                <td className="bo:px-3 bo:py-2">
                  <OrderLink orderId={mail.orderId} />
                </td>
                <td className="bo:px-3 bo:py-2 bo:text-right">{mail.attempts}</td>
                <td className="bo:min-w-48 bo:px-3 bo:py-2 bo:break-all bo:text-red-800">{mail.lastError ?? ''}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(mail.createdAt)}</td>
                <td className="bo:px-3 bo:py-2 bo:whitespace-nowrap">{formatDateTime(mail.updatedAt)}</td>
                {onResend ? (
                  <td className="bo:px-3 bo:py-2">
                    <ResendAction mail={mail} onResend={onResend} sending={sending} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
