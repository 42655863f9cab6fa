import { type CartReply, type CartReplyLine, cartReplySchema, type Product, productSchema, type User, userSchema } from './contracts';

// Each builder checks what it builds against the contract, so a fixture the API could no longer
// send fails the test that uses it.
function checked<T>(schema: { parse(value: unknown): unknown }, value: T): T {
  schema.parse(value);
  return value;
}

/** A complete product for tests; pass only the fields a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return checked(productSchema, {
    _id: 'p1',
    productName: 'Ujjwal Detergent Powder 1 kg',
    productImages: ['/images/powder-1kg.webp'],
    weight: 1000,
    price: 199,
    discountedAmount: null,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.5,
    ratings: [],
    count: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    description: 'Low-foam powder for machines and hand wash.',
    highlights: [['brand', 'Ujjwal']],
    information: [],
    cgst: 9,
    sgst: 9,
    igst: 0,
    otherCharges: 0,
    otherChargesType: 'amount',
    ...overrides,
  });
}

/** A signed-in shopper for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return checked(userSchema, {
    _id: 'u1',
    fullName: 'Asha Patel',
    email: 'asha@example.in',
    phoneNumber: '9876543210',
    accountType: 'retailer',
    ...overrides,
  });
}

/** A cart line as GET cart sends it: the whole product, the line's id and its quantity. */
export function makeCartLine(product: Product = makeProduct(), quantity = 1, cartId = `c-${product._id}`): CartReplyLine {
  return { _id: cartId, product, productId: product._id, quantity };
}

/** GET cart's data: these lines, no free products, free delivery from ₹500. */
export function makeCart(lines: CartReplyLine[] = [makeCartLine()], overrides: Partial<CartReply> = {}): CartReply {
  const data = { cart: lines, freeProducts: [], freeDeliveryAbove: 500, ...overrides };
  return checked(cartReplySchema, { success: true, data }).data;
}
