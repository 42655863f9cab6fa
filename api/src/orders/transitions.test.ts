import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contracts';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '../db/schema';
import { checkMove, type OrderActor } from './transitions';

// The lifecycle as the shop runs it, written out move by move: who may make each one. Every pair of
// states not listed here is refused for everyone.
const ALLOWED: Record<string, readonly string[]> = {
  'placed → confirmed': ['owner', 'orders'],
  'placed → cancelled': ['shopper', 'owner', 'orders'],
  'pending_payment → confirmed': ['system'],
  'pending_payment → expired': ['system'],
  'pending_payment → cancelled': ['system'],
  'confirmed → packed': ['owner', 'warehouse'],
  'confirmed → cancelled': ['shopper', 'owner', 'orders'],
  'packed → shipped': ['owner', 'warehouse'],
  'packed → cancelled': ['owner', 'orders'],
  'shipped → delivered': ['owner', 'warehouse'],
  'shipped → returned_to_origin': ['owner', 'warehouse'],
  'delivered → return_requested': ['shopper'],
  'return_requested → returned': ['owner', 'warehouse'],
  'return_requested → delivered': ['owner', 'warehouse'],
};

const actors: [string, OrderActor][] = [
  ['shopper', { kind: 'shopper', userId: 'u1' }],
  ['system', { kind: 'system' }],
  ...STAFF_ROLES.map((role): [string, OrderActor] => [role, { kind: 'staff', staffId: 's1', role }]),
];

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to): [OrderStatus, OrderStatus] => [from, to]));

describe('order moves', () => {
  it.each(pairs)('%s → %s is made only by the actors the lifecycle names', (from, to) => {
    const allowedBy = ALLOWED[`${from} → ${to}`];
    for (const [name, actor] of actors) {
      const check = checkMove(from, to, actor);
      if (!allowedBy) expect(check, `${name}`).toEqual({ ok: false, why: 'not-a-move' });
      else if (allowedBy.includes(name)) expect(check.ok, `${name} may`).toBe(true);
      else expect(check, `${name} may not`).toMatchObject({ ok: false, why: 'not-allowed' });
    }
  });

  it('lists every move of the lifecycle', () => {
    const listed = pairs.filter(([from, to]) => {
      const check = checkMove(from, to, { kind: 'staff', staffId: 's', role: 'owner' });
      return check.ok || check.why !== 'not-a-move';
    });
    expect(listed.map(([from, to]) => `${from} → ${to}`).sort()).toEqual(Object.keys(ALLOWED).sort());
  });
});
