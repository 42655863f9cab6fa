import { company } from '@shop/shared/company';
import type { PageHead } from '@shop/shared/page';

/** The contact page's title and description. */
export function contactHead(): PageHead {
  return {
    title: 'Contact Us',
    description: `Call ${company.phone}, write to ${company.email} or send us a message: ${company.name} answers every inquiry within 24 hours.`,
  };
}
