import { company } from '@shop/shared/company';
import type { NewOutgoingMail } from '../db/schema';
import { writtenMail } from './render-mail';

/**
 * The last mail to an erased account (decision 033): it names no one, since the name is gone by
 * the time it is sent, and its row forgets the address once it has gone.
 */
export function accountErasedMail(to: string, userId: string): NewOutgoingMail {
  const text = [
    'Hello,',
    '',
    `Your ${company.name} account has been deleted, as you asked. Your profile, saved addresses, wish list, cart and messages are erased, and this address can no longer sign in to it.`,
    '',
    'The GST law requires us to keep the tax invoices of your orders (with the name and address printed on them) for six years; after that they are anonymised too.',
    '',
    'You are welcome to sign up again with this address at any time: it will be a new account.',
    '',
    'Thank you,',
    company.name,
    `${company.email} · ${company.phone}`,
  ].join('\n');
  return writtenMail({ to, subject: `Your ${company.name} account is deleted`, text }, `account-erased:${userId}`, 'mail', {
    forgetRecipient: true,
  });
}
