// The load run's own reads and writes, straight in the shop's database: the sale's setup (shoppers
// with an address, a coupon with few uses, hot products short of stock) and the figures its checks
// compare afterwards. It borrows the API's PostgreSQL client and password hash, so it needs no
// dependency of its own.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../lib/shop-config.mjs';

const fromApi = createRequire(path.join(repoRoot, 'api/package.json'));

/** A client of the database at `url`. */
export function connect(url) {
  const postgres = fromApi('postgres');
  return postgres(url, { max: 4, onnotice: () => {} });
}

/** The run's shoppers' password: every account has it (they are made for this run and this database only). */
export const SHOPPER_PASSWORD = `Sale-day-${randomBytes(6).toString('hex')}`;

/** A delivery address in the warehouse's city: every order is deliverable and priced the same way. */
const ADDRESS = {
  houseNumber: '12',
  societyName: 'Sale Day Society',
  street: 'Ashram Road',
  city: 'Ahmedabad',
  state: 'Gujarat',
  stateCode: '24',
  country: 'India',
  pinCode: '380009',
};

/**
 * Makes `count` verified shoppers with one address each, tagged with `tag` so a database used for
 * more than one run never mixes them. Answers `{ id, email, addressId }` per shopper.
 */
export async function createShoppers(sql, { count, tag }) {
  const { hash } = fromApi('@node-rs/argon2');
  const passwordHash = await hash(SHOPPER_PASSWORD);
  const shoppers = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({
      fullName: `Sale Shopper ${start + offset + 1}`,
      email: `shopper-${start + offset + 1}-${tag}@example.com`,
      passwordHash,
      verifiedAt: new Date(),
    }));
    const users = await sql`insert into users ${sql(rows)} returning id, email`;
    const addresses =
      await sql`insert into addresses ${sql(users.map((user) => ({ userId: user.id, ...ADDRESS })))} returning id, "userId"`;
    const addressOf = new Map(addresses.map((address) => [address.userId, address.id]));
    for (const user of users) shoppers.push({ id: user.id, email: user.email, addressId: addressOf.get(user.id) });
  }
  return shoppers;
}

/** A flat coupon for the sale with only `limit` uses in all. */
export async function createSaleCoupon(sql, { tag, limit }) {
  const code = `SALE${tag.toUpperCase()}`;
  await sql`insert into coupons ${sql({ offerName: 'Sale day', couponCode: code, kind: 'flat', flatAmount: '20', usageLimit: limit, userType: 'all' })}`;
  return code;
}

/**
 * The products of the sale from the shop's own order (best sellers first): the first `hot` get
 * `hotStock` units left, the next `regular` enough for every shopper. Answers their ids and names.
 */
export async function stockTheSale(sql, { hot, hotStock, regular, shoppers }) {
  const listed = await sql`
    select id, "productName" from products where "isActive" and stock > 0
    order by "salesCount" desc, "createdAt" desc, id limit ${hot + regular}`;
  if (listed.length < hot + 1) throw new Error(`the shop lists ${listed.length} products in stock; the sale needs at least ${hot + 1}`);
  const hotProducts = listed.slice(0, hot);
  const regularProducts = listed.slice(hot);
  await sql`update products set stock = ${hotStock} where id = any(${hotProducts.map((product) => product.id)}::uuid[])`;
  await sql`update products set stock = greatest(stock, ${shoppers * 4}) where id = any(${regularProducts.map((product) => product.id)}::uuid[])`;
  const names = (rows) => rows.map((row) => ({ id: row.id, name: row.productName }));
  return { hot: names(hotProducts), regular: names(regularProducts) };
}

/** Every product's stock now, by id. */
export async function stockLevels(sql) {
  return new Map((await sql`select id, stock from products`).map((row) => [row.id, row.stock]));
}

/** The coupon's count of uses and its limit. */
export async function couponUses(sql, code) {
  const [row] = await sql`select "usedCount", "usageLimit" from coupons where "couponCode" = ${code}`;
  return { used: row.usedCount, limit: row.usageLimit };
}

/** What the checks compare after the sale: the shoppers' orders, the units they took and the coupon's orders. */
export async function saleRecords(sql, { shopperIds, couponCode }) {
  const orders = await sql`select "userId", "idempotencyKey" from orders where "userId" = any(${shopperIds}::uuid[])`;
  const lines = await sql`
    select l."productId", sum(l.quantity)::int as units from "orderLines" l join orders o on o.id = l."orderId"
    where o."userId" = any(${shopperIds}::uuid[]) group by l."productId"`;
  const [{ count }] = await sql`select count(*)::int as count from orders where "couponCode" = ${couponCode}`;
  return {
    orders: orders.map((row) => ({ userId: row.userId, idempotencyKey: row.idempotencyKey })),
    sold: new Map(lines.map((row) => [row.productId, row.units])),
    ordersWithCoupon: count,
  };
}

/**
 * The database's sessions of the shop now: how many run a statement, how many of those wait for a
 * lock, and how many hold a transaction open while their process does something else.
 */
export async function sessionActivity(sql) {
  const [row] = await sql`
    select count(*) filter (where state = 'active')::int as active,
           count(*) filter (where wait_event_type = 'Lock')::int as waiting,
           count(*) filter (where state = 'idle in transaction')::int as "inTransaction"
    from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`;
  return row;
}
