import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { ProductPage } from '../products/components/product-page';

export default function ProductPageExposed({ params }: PageProps) {
  return (
    <StaffGate permission="catalogue:write">
      <ProductPage productId={params.productId ?? ''} />
    </StaffGate>
  );
}

({ default: ProductPageExposed }) satisfies PageModule<undefined>;
