// Record ids are database ids; anything else in an address is noise and must not reach the API.
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** True when a value from an address can be a product's or a category's id. */
export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}
