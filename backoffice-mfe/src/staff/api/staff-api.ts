import { adminRequest } from '@shop/shared/api-client';
import type { StaffChangeBody, StaffInviteBody, StaffListEntry } from '@shop/shared/contracts';

const memberPath = (staffId: string) => `staff/${encodeURIComponent(staffId)}`;

/** The owner's calls about the staff: the list, an invitation and a change of role or state (each answers its sentence). */
export const staffApi = {
  list: async () => (await adminRequest<StaffListEntry[]>('GET', 'staff')).data,
  invite: async (body: StaffInviteBody) => (await adminRequest('POST', 'staff', body)).message ?? '',
  change: async (staffId: string, body: StaffChangeBody) => (await adminRequest('PATCH', memberPath(staffId), body)).message ?? '',
};
