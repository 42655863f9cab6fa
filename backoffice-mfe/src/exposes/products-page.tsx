import '../styles.css';
import type { PageModule } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { ProductsPage } from '../products/components/products-page';

export default function ProductsPageExposed() {
  return (
    <StaffGate permission="catalogue:write">
      <ProductsPage />
    </StaffGate>
  );
}

({ default: ProductsPageExposed }) satisfies PageModule<undefined>;
