import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { DistributorPage } from '../distributor/components/distributor-page';

export default function DistributorPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <DistributorPage {...props} />
    </InquiriesBoundary>
  );
}

// What the shell loads from this module, checked against the page contract.
({ default: DistributorPageExposed }) satisfies PageModule<undefined>;
