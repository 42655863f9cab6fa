import { adminRequest } from '@shop/shared/api-client';
import type { Dashboard } from '@shop/shared/contracts';

/** The owner's figures of the shop, in one call. */
export async function fetchDashboard(): Promise<Dashboard> {
  return (await adminRequest<Dashboard>('GET', 'dashboard')).data;
}
