import '../styles.css';
import type { PageModule, PageProps } from '@shop/shared/page';
import { InquiriesBoundary } from '../app/inquiries-boundary';
import { WholesalerPage } from '../wholesaler/components/wholesaler-page';
import { wholesalerHead as head } from '../wholesaler/model/wholesaler-head';
import { loadWholesaler as loader, type WholesalerData } from '../wholesaler/model/wholesaler-loader';

export default function WholesalerPageExposed(props: PageProps<WholesalerData>) {
  return (
    <InquiriesBoundary>
      <WholesalerPage {...props} />
    </InquiriesBoundary>
  );
}

export { head, loader };

// What the shell loads from this module, checked against the page contract.
({ default: WholesalerPageExposed, head, loader }) satisfies PageModule<WholesalerData>;
