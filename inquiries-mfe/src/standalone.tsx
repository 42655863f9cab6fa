import { harnessPage, mountStandalone } from '@shop/shared/harness';
import * as contactPage from './exposes/contact-page';
import * as distributorPage from './exposes/distributor-page';
import * as wholesalerPage from './exposes/wholesaler-page';

// The inquiry pages at their real paths with their loaders, so the team can work without the shell.
mountStandalone('inquiries-mfe (standalone)', [
  harnessPage({ path: '/contact', label: 'Contact', module: contactPage }),
  harnessPage({ path: '/distributorinquiryForm', label: 'Distributor', module: distributorPage }),
  harnessPage({ path: '/wholesaler', label: 'Wholesaler', module: wholesalerPage }),
]);
