import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import type { StaffMemberRow } from '../repositories/staff-repository';
import { type Permission, ROLE_NAMES, ROLE_PERMISSIONS, roleAllows } from './roles';
import { currentStaffSession } from './staff-session';

/** The signed-in staff member of a back-office call. */
export interface StaffIdentity {
  id: string;
  email: string;
  name: string;
  role: StaffMemberRow['role'];
  sessionId: string;
}

/** Who made a staff action. */
export type StaffActor = Pick<StaffIdentity, 'id' | 'email'>;

/** What a staff action records beside who did it and from where. */
export interface StaffAuditRecord {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
  /** 'refused' for a call the member's role does not allow; 'done' unless said. */
  outcome?: 'done' | 'refused';
}

export const STAFF_SIGNED_OUT = 'Please sign in to the back office.';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of a back-office call: 401 without a live staff session, 403 (recorded in the audit)
     * when the member's role lacks the permission. Sets `request.staff`.
     */
    requirePermission: (permission: Permission | null) => (request: FastifyRequest) => Promise<void>;
    /**
     * Records a staff action in the audit log, under the signed-in member of the call, or under `actor`
     * for the calls that have no session yet (signing in, accepting an invite) or just ended it.
     */
    staffAudit: (request: FastifyRequest, record: StaffAuditRecord, actor?: StaffActor) => Promise<void>;
  }
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
}

/** The member as the back office sees them, with what their role allows. */
export function staffView(member: Pick<StaffMemberRow, 'id' | 'email' | 'name' | 'role'>) {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    roleName: ROLE_NAMES[member.role],
    permissions: [...ROLE_PERMISSIONS[member.role]],
  };
}

/** Staff sessions and permissions (decision 026), for the calls under /api/admin. */
export default fp(
  async (app) => {
    app.decorateRequest('staff', null);

    const append = (request: FastifyRequest, staff: StaffActor, record: StaffAuditRecord) =>
      app.repositories.operatorAudit.append({
        actorKind: 'staff',
        staffId: staff.id,
        tokenId: null,
        tokenName: staff.email,
        address: request.ip,
        action: record.action,
        target: record.target,
        before: record.before,
        after: record.after,
        reason: record.reason ?? null,
        outcome: record.outcome ?? 'done',
      });

    app.decorate('requirePermission', (permission: Permission | null) => async (request: FastifyRequest) => {
      const session = await currentStaffSession(app, request);
      if (!session) throw new AppError(401, 'UNAUTHORIZED', STAFF_SIGNED_OUT);
      const { member } = session;
      const staff: StaffIdentity = {
        id: member.id,
        email: member.email,
        name: member.name,
        role: member.role,
        sessionId: session.sessionId,
      };
      if (permission && !roleAllows(member.role, permission)) {
        const target = request.routeOptions.url ?? request.url;
        await append(request, staff, {
          action: `${request.method} ${target}`,
          target: request.url,
          after: { needed: permission },
          outcome: 'refused',
        });
        throw new AppError(403, 'FORBIDDEN', `${ROLE_NAMES[member.role]} may not do this (it needs ${permission}).`);
      }
      request.staff = staff;
    });

    app.decorate('staffAudit', async (request: FastifyRequest, record: StaffAuditRecord, actor?: StaffActor) => {
      const staff = actor ?? request.staff;
      if (!staff) throw new Error(`Audit of ${record.action} without a staff member`);
      await append(request, staff, record);
    });
  },
  { name: 'staff', dependencies: ['repositories'] },
);
