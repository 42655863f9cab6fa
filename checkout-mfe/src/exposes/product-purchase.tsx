import '../product-purchase/styles.css';
import type { FragmentProps } from '@shop/shared/fragments';
import { CheckoutBoundary } from '../app/checkout-boundary';
import { ProductPurchase } from '../product-purchase/components/product-purchase';

/** The `product-purchase` fragment: the quantity and cart button a product page embeds. */
export default function ProductPurchaseFragment(props: FragmentProps['product-purchase']) {
  return (
    <CheckoutBoundary>
      <ProductPurchase {...props} />
    </CheckoutBoundary>
  );
}
