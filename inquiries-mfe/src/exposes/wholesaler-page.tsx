import '../styles.css';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import type { PageProps } from '../app/page-props';
import { WholesalerPage } from '../wholesaler/components/wholesaler-page';

export default function WholesalerPageExposed(props: PageProps) {
  return (
    <InquiriesBoundary>
      <WholesalerPage {...props} />
    </InquiriesBoundary>
  );
}
