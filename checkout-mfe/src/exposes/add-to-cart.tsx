import '../add-to-cart/styles.css';
import type { FragmentProps } from '@shop/shared/fragments';
import { AddToCart } from '../add-to-cart/components/add-to-cart';
import { CheckoutBoundary } from '../app/checkout-boundary';

/** The `add-to-cart` fragment: the cart controls other sections' product cards embed. */
export default function AddToCartFragment(props: FragmentProps['add-to-cart']) {
  return (
    <CheckoutBoundary>
      <AddToCart {...props} />
    </CheckoutBoundary>
  );
}
