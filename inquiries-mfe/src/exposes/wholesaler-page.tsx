import '../styles.css';
import type { PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { WholesalerPage } from '../wholesaler/components/wholesaler-page';
import type { WholesalerData } from '../wholesaler/model/wholesaler-loader';

export { wholesalerHead as head } from '../wholesaler/model/wholesaler-head';
export { loadWholesaler as loader } from '../wholesaler/model/wholesaler-loader';

export default function WholesalerPageExposed(props: PageProps<WholesalerData>) {
  return (
    <InquiriesBoundary>
      <WholesalerPage {...props} />
    </InquiriesBoundary>
  );
}
