import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { textLinkClass } from '../../app/link-styles';
import { policyLastUpdated } from './policy-dates';
import { PolicyLayout, type PolicySection } from './policy-layout';
import { PolicyList } from './policy-list';

const sections: PolicySection[] = [
  {
    id: 'dispatch',
    title: 'Dispatch',
    content: (
      <p>
        We pack and dispatch every order within 2 business days of receiving it (Monday to Saturday, except public holidays). Orders placed
        on a Sunday or a holiday are counted from the next business day.
      </p>
    ),
  },
  {
    id: 'delivery-times',
    title: 'Delivery times',
    content: (
      <>
        <p>After dispatch, the courier usually needs:</p>
        <PolicyList
          items={[
            <>
              <strong className="cat:font-semibold cat:text-slate-900">Within India:</strong> 2 to 7 days, depending on the distance from{' '}
              {company.state} and on the courier's service to your pin code.
            </>,
            <>
              <strong className="cat:font-semibold cat:text-slate-900">International:</strong> 5 to 10 days, plus any time the parcel spends
              with customs in the destination country.
            </>,
          ]}
        />
        <p>These times are estimates, not guarantees. Weather, strikes, festivals and remote locations can add a few days.</p>
      </>
    ),
  },
  {
    id: 'charges',
    title: 'Shipping charges',
    content: (
      <>
        <p>
          The shipping charge depends on the distance from our factory to the delivery address you choose and is shown, with a small
          platform fee, in the order summary at checkout before you pay.
        </p>
        <p>
          All charges are in Indian rupees (INR). Customs duties and taxes on international orders are set by the destination country and
          are paid by the receiver.
        </p>
      </>
    ),
  },
  {
    id: 'tracking',
    title: 'Following your order',
    content: (
      <p>
        You can see every order, its address and its payment details under My Orders. If a parcel has not reached you within the times
        above, write to us with the last 6 characters of your order number and we will chase the courier for you.
      </p>
    ),
  },
  {
    id: 'receiving',
    title: 'Receiving your parcel',
    content: (
      <PolicyList
        items={[
          'Please check the parcel before you accept it. Liquids can leak if a carton is crushed on the way.',
          'If the outer box is badly damaged, note it with the courier and take photographs.',
          <>
            Damaged products can be returned under our{' '}
            <Link to="/returnandexchange" className={textLinkClass}>
              Return &amp; Exchange Policy
            </Link>
            .
          </>,
        ]}
      />
    ),
  },
  {
    id: 'address',
    title: 'Wrong or incomplete addresses',
    content: (
      <p>
        We ship to the saved address you select at checkout. Please check the house number, street, city and pin code. If a parcel comes
        back because the address was incomplete, we will contact you before sending it again.
      </p>
    ),
  },
];

/** /shippingpolicy: how quickly and how far we ship. */
export function ShippingPolicyPage(_props: PageProps) {
  return (
    <PolicyLayout
      title="Shipping Policy"
      lastUpdated={policyLastUpdated.shipping}
      intro={
        <p>
          We ship from our factory in Ahmedabad, {company.state}, to addresses across India and abroad. This page explains when your order
          leaves us, how long it takes to arrive and what it costs.
        </p>
      }
      sections={sections}
    />
  );
}
