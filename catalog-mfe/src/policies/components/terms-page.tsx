import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { textLinkClass } from '../../app/link-styles';
import { policyLastUpdated } from './policy-dates';
import { PolicyLayout, type PolicySection } from './policy-layout';
import { PolicyList } from './policy-list';

const sections: PolicySection[] = [
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <>
        <p>
          You can browse and search the catalogue without an account. To order you sign up with your name, e-mail address and phone number
          as a Retail Buyer, and confirm your e-mail with a six-digit code.
        </p>
        <PolicyList
          items={[
            'Give us true and current details; we deliver and invoice to what you enter.',
            'Keep your password to yourself. Orders placed from your account are treated as yours.',
            'Wholesale and distributor buyers are set up through our inquiry forms; their prices and terms are agreed separately.',
            'You may ask us to delete your account at any time from the Delete Account page.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'products-prices',
    title: 'Products and prices',
    content: (
      <>
        <p>
          We describe each product, its weight and its price as accurately as we can. Pack designs change from time to time, so the pack you
          receive may look slightly different from the photograph.
        </p>
        <PolicyList
          items={[
            'All prices are in Indian rupees (INR).',
            'GST and any other charges that apply to a product are shown separately in your order summary before you pay.',
            'Shipping charges and a small platform fee are calculated at checkout for the address you choose.',
            'The price that applies is the one shown when you place your order.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    content: (
      <>
        <p>
          Your order is accepted once you see the confirmation and it appears in My Orders. We may cancel an order, in full or in part, if a
          product has gone out of stock, if a price was shown wrongly or if we cannot deliver to the address given. If you have already paid
          for anything we cancel, you get the amount back as described under Refunds below.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    content: (
      <>
        <p>You can pay by cash on delivery or online through our payment partner.</p>
        <PolicyList
          items={[
            'We accept only Indian rupees (INR). We cannot accept payment in any other currency.',
            'Online payments are processed by our payment partner. We never see or store your full card details.',
            'For cash on delivery, please keep the exact order total ready when the parcel arrives.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'coupons-offers',
    title: 'Coupons and offers',
    content: (
      <PolicyList
        items={[
          'Each offer states who may use it (retail or wholesale users), how many times it may be used and its own terms.',
          'One coupon code can be applied to an order. Coupons have no cash value and cannot be exchanged for money.',
          'Free products included with an offer are subject to stock. If they run out we tell you before the order is placed.',
          'We may withdraw a coupon that is misused or was issued by mistake.',
        ]}
      />
    ),
  },
  {
    id: 'delivery-returns',
    title: 'Delivery and returns',
    content: (
      <p>
        How and when we ship is set out in our{' '}
        <Link to="/shippingpolicy" className={textLinkClass}>
          Shipping Policy
        </Link>
        . Returns of damaged products are handled under our{' '}
        <Link to="/returnandexchange" className={textLinkClass}>
          Return &amp; Exchange Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <p>
        Where these terms give you a refund, for example for an order or part of an order we cancel, the refund is given as store credit or
        as coupon codes that you can use on a later order at this shop.
      </p>
    ),
  },
  {
    id: 'product-use',
    title: 'Using our products safely',
    content: (
      <PolicyList
        items={[
          'Read the label before use and follow the directions and dilution given on it.',
          'Keep all cleaning products out of reach of children and pets, and never mix different cleaners.',
          'We are not responsible for harm caused by using a product other than as its label directs.',
        ]}
      />
    ),
  },
  {
    id: 'site-use',
    title: 'Using this website',
    content: (
      <p>
        The text, photographs, logos and product names on this site belong to {company.legalName}. You may not copy them for commercial use,
        try to break into accounts or systems, or use the site to send spam or harmful code.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limits of our liability',
    content: (
      <p>
        As far as the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits the
        rights you have as a consumer under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    content: <p>These terms are governed by the laws of India. Any dispute is subject to the courts at Ahmedabad, {company.state}.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time. The date at the top shows the latest version; the version in force when you place an
        order applies to that order.
      </p>
    ),
  },
];

/** /termscondition: the terms of sale and of using the site. */
export function TermsPage(_props: PageProps) {
  return (
    <PolicyLayout
      title="Terms & Conditions"
      lastUpdated={policyLastUpdated.terms}
      intro={
        <p>
          These terms apply when you use this website or buy from {company.legalName} (&ldquo;{company.name}&rdquo;, &ldquo;we&rdquo;),{' '}
          {company.addressLines.join(', ')}. By creating an account or placing an order you agree to them.
        </p>
      }
      sections={sections}
    />
  );
}
