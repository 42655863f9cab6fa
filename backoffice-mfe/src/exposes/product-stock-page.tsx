import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { ProductStockPage } from '../stock/components/product-stock-page';

export default function ProductStockPageExposed({ params }: PageProps) {
  return (
    <StaffGate permission="stock:write">
      <ProductStockPage productId={params.productId ?? ''} />
    </StaffGate>
  );
}

({ default: ProductStockPageExposed }) satisfies PageModule<undefined>;
