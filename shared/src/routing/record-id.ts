// Products, categories, orders and inquiries are named by the database's UUIDs, and the API refuses any
// other id (400) or knows no record by it (404). An address is typed, pasted or cut short by anyone, so
// its ids are checked against this before a request is made.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a value (from an address, say) can be a record's id: a UUID of any version, in either case. */
export function isRecordId(value: string): boolean {
  return UUID.test(value);
}
