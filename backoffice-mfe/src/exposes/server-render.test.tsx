// @vitest-environment node
// The rendering server holds no staff credential: a back-office page renders its "checking" state
// there and asks the API nothing; the browser asks who is signed in.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ adminRequest: vi.fn() }));
vi.mock('@shop/shared/api-client', async (original) => ({
  ...(await original<typeof import('@shop/shared/api-client')>()),
  adminRequest: client.adminRequest,
}));

import AuditPage from './audit-page';
import MailsPage from './mails-page';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import PickListPage from './pick-list-page';
import ReleasesPage from './releases-page';
import StaffPage from './staff-page';

describe('back-office pages rendered on the server', () => {
  it('carry no staff data and make no call', () => {
    for (const Page of [OrdersPage, OrderPage, PickListPage, MailsPage, StaffPage, AuditPage, ReleasesPage]) {
      const html = renderToString(<Page params={{ orderId: 'o1' }} />);
      expect(html).toContain('Checking your session…');
    }
    expect(client.adminRequest).not.toHaveBeenCalled();
  });
});
