import '../styles.css';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import type { PageProps } from '../app/page-props';
import { DistributorPage } from '../distributor/components/distributor-page';

export default function DistributorPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <DistributorPage {...props} />
    </InquiriesBoundary>
  );
}
