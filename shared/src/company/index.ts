/** The shop's public details, shown in the footer, on the contact page and on invoices. */
export const company = {
  name: 'Ujjwal Home Care',
  legalName: 'Ujjwal Home Care Private Limited',
  tagline: 'Exceptional clean, refined ingredients. Crafted for those who notice the details.',
  addressLines: ['Plot 42, GIDC Industrial Estate, Vatva', 'Ahmedabad, Gujarat 382445, India'],
  state: 'Gujarat',
  phone: '+91 79 4890 2210',
  phoneHref: 'tel:+917948902210',
  email: 'care@ujjwalhomecare.in',
  chatHref: 'https://wa.me/917948902210',
  gstin: '24AABCU9603R1ZT',
} as const;
