// @vitest-environment node
// The rendering server holds no staff credential: a back-office page renders its "checking" state
// there and asks the API nothing; the browser asks who is signed in.
import { adminApiUrl, http, network } from '@shop/shared/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AuditPage from './audit-page';
import MailsPage from './mails-page';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import PickListPage from './pick-list-page';
import ReleasesPage from './releases-page';
import StaffPage from './staff-page';

afterEach(() => vi.unstubAllGlobals());

describe('back-office pages rendered on the server', () => {
  it('carry no staff data and make no call', async () => {
    // Node has no page origin; give it one, so a back-office call would reach the network and be seen.
    vi.stubGlobal('location', { origin: 'http://backoffice.test' });
    const asked: string[] = [];
    network.use(
      http.all(adminApiUrl('*'), ({ request }) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response(null, { status: 500 });
      }),
    );

    for (const Page of [OrdersPage, OrderPage, PickListPage, MailsPage, StaffPage, AuditPage, ReleasesPage]) {
      const html = renderToString(<Page params={{ orderId: 'o1' }} />);
      expect(html).toContain('Checking your session…');
    }
    // A call started while rendering reaches the network after a turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });
});
