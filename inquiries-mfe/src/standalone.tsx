import { mountStandalone } from '@shop/shared/harness';
import ContactPage from './exposes/contact-page';
import DistributorPage from './exposes/distributor-page';
import WholesalerPage from './exposes/wholesaler-page';

// The inquiry pages at their real paths, so the team can work without the shell.
mountStandalone('inquiries-mfe (standalone)', [
  { path: '/contact', label: 'Contact', component: ContactPage },
  { path: '/distributorinquiryForm', label: 'Distributor', component: DistributorPage },
  { path: '/wholesaler', label: 'Wholesaler', component: WholesalerPage },
]);
