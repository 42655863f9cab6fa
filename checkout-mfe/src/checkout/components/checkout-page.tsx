import { useStore } from '@nanostores/react';
import { Link } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { Button, PageSkeleton } from '@shop/shared/ui';
import { useId, useState } from 'react';
import { $coupon } from '../../cart/model/coupon-state';
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

/** /checkout: delivery address, payment choice and the order summary, then Place Order. */
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
    <div className="chk:mx-auto chk:w-full chk:max-w-5xl chk:px-4 chk:py-8 chk:sm:px-6">
      <Link to="/cart" className={link}>
        Back to Cart
      </Link>
      <h1 className="chk:my-4 chk:text-2xl chk:font-bold chk:text-slate-900">Checkout</h1>
      <div className="chk:grid chk:gap-6 chk:md:grid-cols-2">
        <div className="chk:space-y-6">
          <fieldset className="chk:rounded-xl chk:border chk:border-slate-200 chk:p-4">
            <legend className="chk:px-1 chk:text-lg chk:font-semibold">Delivery Address</legend>
            {data.addressesStatus === 'loading' && <PageSkeleton label="Loading addresses…" />}
            {data.addresses.map((address) => (
              <label key={address._id} className="chk:flex chk:items-start chk:gap-2 chk:py-1 chk:text-sm">
                <input
                  type="radio"
                  name="address"
                  value={address._id}
                  checked={data.addressId === address._id}
                  onChange={() => data.setAddressId(address._id)}
                />
                <span>
                  {[address.houseNumber, address.societyName, address.street, address.city, address.state, address.pinCode]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </label>
            ))}
            {data.addressesStatus === 'ready' && data.addresses.length === 0 && (
              <p className="chk:py-1 chk:text-sm chk:text-slate-600">
                Add a delivery address to see the delivery charge and place the order.
              </p>
            )}
            <Link to="/profile" className={link}>
              Add New Address
            </Link>
          </fieldset>
          <fieldset className="chk:rounded-xl chk:border chk:border-slate-200 chk:p-4">
            <legend className="chk:px-1 chk:text-lg chk:font-semibold">Payment Method</legend>
            {offered === null && <PageSkeleton label="Loading payment methods…" />}
            {offeredOptions(offered ?? []).map((option) => (
              <label key={option.value} className="chk:flex chk:items-center chk:gap-2 chk:py-1 chk:text-sm">
                <input
                  type="radio"
                  name="payment"
                  value={option.value}
                  checked={payment === option.value}
                  onChange={() => setPicked(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
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
    </div>
  );
}
