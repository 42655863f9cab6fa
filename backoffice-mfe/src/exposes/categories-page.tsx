import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { StaffGate } from '../app/staff-gate';
import { CategoriesPage } from '../catalogue/components/categories-page';

export default function CategoriesPageExposed(_props: PageProps) {
  return (
    <StaffGate permission="catalogue:write">
      <CategoriesPage />
    </StaffGate>
  );
}

({ default: CategoriesPageExposed }) satisfies PageModule<undefined>;
