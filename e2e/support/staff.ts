import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from '@playwright/test';
import type { AdminOrderView, OrderTransitionBody } from '@shop/shared/contracts';
import { expect } from '../fixtures';
import { apiUrl, backofficeUrl } from '../ports';
import { XHR } from './accounts';

// Staff work on the admin API as the back office calls it: from the back office's origin, signed in
// with a seeded staff account (decision 026), in a request context of its own, apart from the shopper's.

/** A staff member's session on the admin API, signed in with the seeded password. */
export async function staffDesk(email: string): Promise<APIRequestContext> {
  const desk = await playwrightRequest.newContext({ baseURL: apiUrl, extraHTTPHeaders: { ...XHR, Origin: backofficeUrl } });
  const signedIn = await desk.post('/api/admin/v1/auth/login', { data: { email, password: 'Staff@123' } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  return desk;
}

/** Moves an order one step as that staff member; answers the order as staff then read it. */
export async function moveOrder(
  desk: APIRequestContext,
  orderId: string,
  to: OrderTransitionBody['to'],
  extra: Omit<OrderTransitionBody, 'to'> = {},
): Promise<AdminOrderView> {
  const moved = await desk.post(`/api/admin/v1/orders/${orderId}/transitions`, { data: { to, ...extra } });
  expect(moved.status(), await moved.text()).toBe(200);
  return ((await moved.json()) as { data: AdminOrderView }).data;
}

/** The order as the back office reads it. */
export async function staffOrder(desk: APIRequestContext, orderId: string): Promise<AdminOrderView> {
  const read = await desk.get(`/api/admin/v1/orders/${orderId}`);
  expect(read.status(), await read.text()).toBe(200);
  return ((await read.json()) as { data: AdminOrderView }).data;
}

/** A staff member signed in to the back office, on its own origin, in a browser of their own. */
export async function signInToBackOffice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: backofficeUrl });
  const staff = await context.newPage();
  await staff.goto('/');
  await staff.getByLabel(/E-mail address/).fill(email);
  await staff.getByLabel(/^Password/).fill('Staff@123');
  await staff.getByRole('button', { name: 'Sign In' }).click();
  // The owner lands on the dashboard, the other desks on the orders.
  await expect(staff.getByRole('heading', { name: /^(Orders|Dashboard)$/ })).toBeVisible();
  return staff;
}
