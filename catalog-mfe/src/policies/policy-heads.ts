import type { PageHead } from '@shop/shared/page';

/** The Terms & Conditions page's title and description. */
export function termsHead(): PageHead {
  return {
    title: 'Terms & Conditions',
    description: 'The terms of buying from Ujjwal Home Care: accounts, orders, prices in Indian rupees, payment, delivery and refunds.',
  };
}

/** The Shipping Policy page's title and description. */
export function shippingPolicyHead(): PageHead {
  return {
    title: 'Shipping Policy',
    description:
      'How Ujjwal Home Care ships: dispatch within 2 business days, delivery in 2 to 7 days within India and 5 to 10 days abroad.',
  };
}

/** The Return & Exchange Policy page's title and description. */
export function returnExchangeHead(): PageHead {
  return {
    title: 'Return & Exchange Policy',
    description:
      'Returns to Ujjwal Home Care within 7 days of purchase, with proof of purchase and images of damaged products; refunds to the original payment method.',
  };
}

/** The Privacy Policy page's title and description. */
export function privacyPolicyHead(): PageHead {
  return {
    title: 'Privacy Policy',
    description: 'What Ujjwal Home Care collects about you, why, how long it is kept, your choices, and the privacy of children under 13.',
  };
}
