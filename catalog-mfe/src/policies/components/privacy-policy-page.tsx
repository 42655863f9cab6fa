import { company } from '@shop/shared/company';
import type { PageProps } from '@shop/shared/page';
import { textLinkClass } from '../../app/link-styles';
import { policyLastUpdated } from './policy-dates';
import { PolicyLayout, type PolicySection } from './policy-layout';
import { PolicyList } from './policy-list';

const sections: PolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to run your account and deliver your orders:</p>
        <PolicyList
          items={[
            'Account details: your name, e-mail address, phone number, account type and, if you add one, a profile photo.',
            'Delivery addresses you save: house number, society, street, city, state, country and pin code.',
            'Orders: the products, quantities, amounts, coupons used and invoice numbers.',
            'Messages you send us through the contact, distributor and wholesale inquiry forms.',
            'Basic technical data such as pages viewed, which helps us see which products are popular.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    content: (
      <PolicyList
        items={[
          'To create your account and sign you in, including sending one-time codes to your e-mail.',
          'To pack, ship and invoice your orders and to calculate shipping to your address.',
          'To answer your messages and inquiries.',
          'To keep the site secure and to prevent fraud.',
        ]}
      />
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use two cookies, <code className="cat:rounded cat:bg-slate-100 cat:px-1 cat:text-sm">accessToken</code> and{' '}
        <code className="cat:rounded cat:bg-slate-100 cat:px-1 cat:text-sm">refreshToken</code>, to keep you signed in. They are needed for
        your account and cart to work. We do not use advertising cookies.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <p>
        Online payments are handled by our payment partner. Your card or bank details go straight to them; we receive only a payment
        reference to match the payment with your order.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    content: (
      <>
        <p>We do not sell your personal information. We share it only with:</p>
        <PolicyList
          items={[
            'Courier partners, who need your name, phone number and address to deliver.',
            'Our payment partner, to process online payments.',
            'Government authorities, when the law requires it (for example for GST records).',
          ]}
        />
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <p>
        We keep your account details while your account is open. Order and invoice records are kept for as long as tax law requires, even
        after an account is deleted.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    content: (
      <PolicyList
        items={[
          'You can see and edit your name and saved addresses on your Profile page.',
          'You can ask for a copy of the information we hold about you, or for it to be corrected.',
          'You can request deletion of your account from the Delete Account page.',
        ]}
      />
    ),
  },
  {
    id: 'children',
    title: 'Children’s privacy',
    content: (
      <p>
        Our shop is not meant for children under 13, and we do not knowingly collect personal information from children under 13. If you
        believe a child under 13 has given us information, write to{' '}
        <a href={`mailto:${company.email}`} className={textLinkClass}>
          {company.email}
        </a>{' '}
        and we will delete it.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping it safe',
    content: (
      <p>
        Passwords are stored only in a scrambled (hashed) form, the site is served over an encrypted connection, and only the staff who
        handle your orders can see your details.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: <p>When we change this policy we update the date at the top of this page.</p>,
  },
];

/** /privacypolicy: what personal information we keep and why. */
export function PrivacyPolicyPage(_props: PageProps) {
  return (
    <PolicyLayout
      title="Privacy Policy"
      lastUpdated={policyLastUpdated.privacy}
      intro={
        <p>
          {company.legalName} respects your privacy. This policy explains what information we collect when you use our website, why we
          collect it and the choices you have.
        </p>
      }
      sections={sections}
    />
  );
}
