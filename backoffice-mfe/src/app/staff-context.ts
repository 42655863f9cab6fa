import type { StaffMember } from '@shop/shared/contracts';
import { createContext, useContext } from 'react';

/** The signed-in staff member of the page; the gate renders nothing inside until one is known. */
export const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in staff member. Only pages inside the staff gate call it. */
export function useStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the staff gate');
  return staff;
}

/** Whether the signed-in member's role allows a `resource:action` permission (the server checks it again). */
export function useCan(): (permission: string) => boolean {
  const staff = useStaff();
  return (permission) => staff.permissions.includes(permission);
}
