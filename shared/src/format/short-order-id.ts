/** The order number shoppers see: the last 6 characters of the order id. */
export function shortOrderId(id: string): string {
  return id.slice(-6);
}
