import { harnessPage, mountStandalone } from '@shop/shared/harness';
import * as acceptInvitePage from './exposes/accept-invite-page';
import * as auditPage from './exposes/audit-page';
import * as mailsPage from './exposes/mails-page';
import * as orderPage from './exposes/order-page';
import * as ordersPage from './exposes/orders-page';
import * as pickListPage from './exposes/pick-list-page';
import * as releasesPage from './exposes/releases-page';
import * as staffPage from './exposes/staff-page';

// The back-office pages at their real paths, so the team can work without the shell (its calls
// need the API behind the same origin, as the back office's own address gives them).
mountStandalone('backoffice-mfe (standalone)', [
  harnessPage({ path: '/', label: 'Orders', module: ordersPage }),
  harnessPage({ path: '/orders/:orderId', label: 'Order', module: orderPage }),
  harnessPage({ path: '/pick-list', label: 'Pick list', module: pickListPage }),
  harnessPage({ path: '/mails', label: 'Mails', module: mailsPage }),
  harnessPage({ path: '/staff', label: 'Staff', module: staffPage }),
  harnessPage({ path: '/audit', label: 'Audit log', module: auditPage }),
  harnessPage({ path: '/releases', label: 'Remote releases', module: releasesPage }),
  harnessPage({ path: '/accept-invite', label: 'Set your password', module: acceptInvitePage }),
]);
