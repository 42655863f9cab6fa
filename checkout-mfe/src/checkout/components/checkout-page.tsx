import { useStore } from '@nanostores/react';
import { BusinessDetailsPanel } from '@shop/shared/business';
import { RadioGroup } from '@shop/shared/fields';
import { Link } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { Button, buttonClass, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { useId, useState } from 'react';
import { $coupon } from '../../app/coupon-state';
import type { PaymentType } from '../api/create-order';
import { useCheckoutData } from '../hooks/use-checkout-data';
import { usePaymentTypes } from '../hooks/use-payment-types';
import { usePlaceOrder } from '../hooks/use-place-order';
import { CHECKOUT_MESSAGES } from '../model/checkout-messages';
import { checkoutSummary } from '../model/checkout-summary';
import { chosenPayment, offeredOptions, placeOrderLabel } from '../model/payment-choice';
import { FreeProductsModal } from './free-products-modal';
import { SummaryPanel } from './summary-panel';

const link = 'chk:text-sm chk:font-semibold chk:text-brand-700 chk:underline';
const panel = 'chk:rounded-xl chk:border chk:border-slate-200 chk:p-4';

type CheckoutData = ReturnType<typeof useCheckoutData>;

/** The delivery address, chosen among the saved ones (or a way to add the first). */
function AddressChoice({ id, data }: { id: string; data: CheckoutData }) {
  return (
    <div className={panel}>
      <RadioGroup
        id={id}
        name="address"
        legend="Delivery Address"
        look="cards"
        options={data.addresses.map((address) => ({
          value: address._id,
          label: [address.houseNumber, address.societyName, address.street, address.city, address.state, address.pinCode]
            .filter(Boolean)
            .join(', '),
        }))}
        value={data.addressId}
        onChange={data.setAddressId}
      >
        {data.addressesStatus === 'loading' && <PageSkeleton label="Loading addresses…" />}
        {data.addressesStatus === 'ready' && data.addresses.length === 0 && (
          <p className="chk:py-1 chk:text-sm chk:text-slate-600">Add a delivery address to see the delivery charge and place the order.</p>
        )}
        <Link to="/profile" className={buttonClass('secondary', 'chk:mt-3')}>
          Add New Address
        </Link>
      </RadioGroup>
    </div>
  );
}

/** The payment methods the shop offers now (a skeleton until they are known). */
function PaymentChoice({
  id,
  offered,
  payment,
  onChange,
}: {
  id: string;
  offered: PaymentType[] | null;
  payment: PaymentType;
  onChange: (choice: PaymentType) => void;
}) {
  return (
    <div className={panel}>
      <RadioGroup
        id={id}
        name="payment"
        legend="Payment Method"
        look="cards"
        options={offeredOptions(offered ?? [])}
        value={payment}
        onChange={onChange}
      >
        {offered === null && <PageSkeleton label="Loading payment methods…" />}
      </RadioGroup>
    </div>
  );
}

/** /checkout: delivery address, payment choice, business details for the invoice and the order summary, then Place Order. */
export function CheckoutPage() {
  const data = useCheckoutData();
  const coupon = useStore($coupon);
  const offered = usePaymentTypes();
  const [picked, setPicked] = useState<PaymentType | null>(null);
  const payment = chosenPayment(picked, offered ?? []);
  const order = usePlaceOrder();
  const summary = checkoutSummary(data.lines, coupon, data.shipping);
  const placeOrderId = useId();
  // An order is placed only at a price the shopper has seen: an address and its quote are needed.
  const quoted = data.addressId !== null && data.shipping !== null && !data.shippingLoading;

  function submit() {
    if (!data.addressId) {
      toast.error(CHECKOUT_MESSAGES.selectAddress);
      return;
    }
    void order.place({
      addressId: data.addressId,
      couponCode: coupon?.code ?? null,
      paymentType: payment,
      freeProductStockIgnore: false,
    });
  }

  return (
    <PageContainer>
      <Link to="/cart" className={link}>
        Back to Cart
      </Link>
      <h1 className="chk:my-4 chk:text-2xl chk:font-bold chk:text-slate-900">Checkout</h1>
      <div className="chk:grid chk:gap-6 chk:md:grid-cols-2">
        <div className="chk:space-y-6">
          <AddressChoice id={`${placeOrderId}-address`} data={data} />
          <PaymentChoice id={`${placeOrderId}-payment`} offered={offered} payment={payment} onChange={setPicked} />
          {/* The order placed next carries these on its invoice. */}
          <BusinessDetailsPanel className={panel} />
        </div>
        <div className="chk:space-y-4">
          <SummaryPanel lines={data.lines} summary={summary} />
          <Button
            id={placeOrderId}
            className="chk:w-full"
            busy={order.processing}
            disabled={order.processing || offered === null || !quoted}
            onClick={submit}
          >
            {placeOrderLabel(payment)}
          </Button>
        </div>
      </div>
      {order.freeProductsQuestion && (
        <FreeProductsModal onCancel={order.cancelFree} onContinue={order.continueFree} returnFocusId={placeOrderId} />
      )}
    </PageContainer>
  );
}
