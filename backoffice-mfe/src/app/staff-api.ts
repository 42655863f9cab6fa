import { adminRequest } from '@shop/shared/api-client';
import type { StaffLoginAnswer, StaffLoginBody, StaffMember } from '@shop/shared/contracts';

/** Who is signed in to the back office, with what the role allows; rejects with a 401 when nobody is. */
export async function fetchStaffMember(): Promise<StaffMember> {
  return (await adminRequest<StaffMember>('GET', 'me')).data;
}

/** Signs in with a password, and the authenticator's code once asked for. */
export async function signInStaff(body: StaffLoginBody): Promise<StaffLoginAnswer> {
  return (await adminRequest<StaffLoginAnswer>('POST', 'auth/login', body)).data;
}

/** Ends this browser's session. */
export async function signOutStaff(): Promise<string> {
  return (await adminRequest('POST', 'auth/logout')).message ?? '';
}

/** Ends every session of the signed-in member, in every browser. */
export async function signOutEverywhere(): Promise<string> {
  return (await adminRequest('POST', 'auth/logout-everywhere')).message ?? '';
}
