import { shopperMessage } from '@shop/shared/api-client';
import type { AdminMail, AdminMailList } from '@shop/shared/contracts';
import { useQuery } from '@shop/shared/query';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { mailsApi } from '../api/mails-api';
import { MailsSection } from './mails-section';

export const RESEND_FAILED = 'The mail could not be sent again. Please try again.';

/** The mails that did not go: those given up on after all their tries, to send again, and those still waiting. */
export function MailsPage() {
  const [failedPage, setFailedPage] = useState(1);
  const [pendingPage, setPendingPage] = useState(1);
  const failed = useQuery<AdminMailList | null>(
    ['backoffice/mails', 'failed', failedPage],
    () => mailsApi.list({ state: 'failed', page: failedPage }),
    null,
  );
  const pending = useQuery<AdminMailList | null>(
    ['backoffice/mails', 'pending', pendingPage],
    () => mailsApi.list({ state: 'pending', page: pendingPage }),
    null,
  );
  const [sending, setSending] = useState<string | null>(null);

  // A mail sent again leaves the failed list: sent, or waiting for its next try.
  const resend = async (mail: AdminMail) => {
    setSending(mail.id);
    try {
      const { mail: after, message } = await mailsApi.resend(mail.id);
      if (after.state === 'sent') toast.success(message);
      else toast.warning(message);
    } catch (error) {
      toast.error(shopperMessage(error, RESEND_FAILED));
    } finally {
      setSending(null);
      failed.retry();
      pending.retry();
    }
  };

  return (
    <div className="bo:space-y-6">
      <div className="bo:space-y-1">
        <h1 className="bo:text-2xl bo:font-semibold bo:text-slate-900">Mails</h1>
        <p className="bo:text-sm bo:text-slate-600">
          The shop tries each mail again for about an hour and a half before giving up. Send a failed one again once the mail server is
          back; a mail’s words are never shown here.
        </p>
      </div>
      <MailsSection
        title="Failed"
        empty="No failed mails"
        list={failed}
        onPage={setFailedPage}
        onResend={(mail) => void resend(mail)}
        sending={sending}
      />
      <MailsSection title="Waiting to be sent" empty="No mails waiting" list={pending} onPage={setPendingPage} />
    </div>
  );
}
