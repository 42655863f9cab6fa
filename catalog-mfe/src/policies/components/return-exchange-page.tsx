import { company } from '@shop/shared/company';
import type { PageProps } from '@shop/shared/page';
import { textLinkClass } from '../../app/link-styles';
import { policyLastUpdated } from './policy-dates';
import { PolicyLayout, type PolicySection } from './policy-layout';
import { PolicyList } from './policy-list';

const sections: PolicySection[] = [
  {
    id: 'eligibility',
    title: 'What can be returned',
    content: (
      <>
        <p>
          We accept returns within 7 days of purchase for products that reached you damaged, leaking or broken, or that are not what you
          ordered.
        </p>
        <PolicyList
          items={[
            'Proof of purchase is required: your order number or invoice.',
            'Images of the damaged products are required, showing the damage and the product label.',
            'Unused products in their original packing are easiest to check, so please keep the pack until we reply.',
          ]}
        />
      </>
    ),
  },
  {
    id: 'not-returnable',
    title: 'What cannot be returned',
    content: (
      <PolicyList
        items={[
          'Products reported more than 7 days after purchase.',
          'Products that were opened and used, unless they were faulty.',
          'Free products received with an offer, on their own.',
        ]}
      />
    ),
  },
  {
    id: 'how-to-return',
    title: 'How to request a return',
    content: (
      <ol className="cat:list-decimal cat:space-y-2 cat:pl-5 cat:marker:font-semibold cat:marker:text-brand-700">
        <li>
          E-mail{' '}
          <a href={`mailto:${company.email}`} className={textLinkClass}>
            {company.email}
          </a>{' '}
          within 7 days of purchase with your order number and what went wrong.
        </li>
        <li>Attach clear images of the damaged products and of the outer box.</li>
        <li>We reply within 24 hours and tell you whether a pickup is needed.</li>
        <li>Once the return is approved we arrange a replacement or a refund, as you prefer.</li>
      </ol>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    content: (
      <p>
        If you would rather have the product again, we send a replacement of the same product and weight at no extra cost, as long as it is
        in stock. If it is not, we refund you instead.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    content: (
      <p>
        Approved refunds are made to the original payment method used for the order. The time the money takes to show in your account
        depends on your bank or card issuer.
      </p>
    ),
  },
];

/** /returnandexchange: returns of damaged products, exchanges and refunds. */
export function ReturnExchangePage(_props: PageProps) {
  return (
    <PolicyLayout
      title="Return & Exchange Policy"
      lastUpdated={policyLastUpdated.returns}
      intro={
        <p>
          Every pack is checked before it leaves our factory, but cartons can be knocked about on the way. If something arrives damaged,
          tell us and we will put it right.
        </p>
      }
      sections={sections}
    />
  );
}
