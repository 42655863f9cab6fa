import { request } from '@shop/shared/api-client';

/** The reply's line: its id and the quantity the server now holds. */
export interface QuantityReply {
  message: string;
  quantity: number | undefined;
}

interface UpdateData {
  cart?: { _id?: string; quantity?: number };
}

/** `PUT cart/:cartId {quantity: 1|-1}`: one unit more or less, as the server decides. */
export async function changeQuantity(cartId: string, step: 1 | -1): Promise<QuantityReply> {
  const reply = await request<UpdateData>('PUT', `cart/${encodeURIComponent(cartId)}`, { quantity: step });
  return { message: reply.message ?? '', quantity: reply.data?.cart?.quantity };
}
