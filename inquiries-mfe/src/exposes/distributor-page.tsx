import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { DistributorPage } from '../distributor/components/distributor-page';

export default function DistributorPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <DistributorPage {...props} />
    </InquiriesBoundary>
  );
}
