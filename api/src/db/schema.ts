import {
  INQUIRY_KINDS,
  INQUIRY_STATUSES,
  ORDER_STATUSES,
  type ReleaseEntries,
  type RouteDeclaration,
  STAFF_ROLE_CODES,
  STOCK_MOVEMENT_REASONS,
} from '@shop/shared/contracts';
import { MAX_RATING_TEXT } from '@shop/shared/validation';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Ids are uuids the database assigns; the API exposes them as strings in `_id`.
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('createdAt', { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable('categories', {
  id: id(),
  categoryName: text('categoryName').notNull().unique(),
  /** The filters list categories by this, then by name; a hidden one is left out of them. */
  sortOrder: integer('sortOrder').notNull().default(0),
  isActive: boolean('isActive').notNull().default(true),
  /** Raised by every staff edit, so an edit made on an older copy is refused instead of overwriting. */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const banners = pgTable(
  'banners',
  {
    id: id(),
    url: text('url').notNull(),
    isActive: boolean('isActive').notNull().default(true),
    // The slide's words and where it leads, written as text over the image so they are readable and clickable.
    title: text('title'),
    text: text('text'),
    link: text('link'),
    sortOrder: integer('sortOrder').notNull().default(0),
    /** A slide shows from this moment (none: at once) until `endsAt` (none: until it is switched off). */
    startsAt: timestamp('startsAt', { withTimezone: true }),
    endsAt: timestamp('endsAt', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'banners_endsAt_after_startsAt',
      sql`${table.endsAt} IS NULL OR ${table.startsAt} IS NULL OR ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

export const contactMessages = pgTable(
  'contactMessages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  // Messages are looked up by sender (e-mail case does not matter), newest first.
  (table) => [index('contactMessages_email_createdAt_idx').on(sql`lower(${table.email})`, table.createdAt)],
);

/** A weight option of a product: grams or millilitres, and the price of that pack in rupees. */
export interface WeightOptionRow {
  weight: number;
  price: number;
}

/** One section of a product's Information tab. */
export interface InformationRow {
  _id: string;
  title: string;
  information: string[];
}

// Money is numeric(12,2) (exact rupees and paise); drivers return it as a string.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2 }).notNull().default('0');

type IndexColumns = Parameters<ReturnType<typeof index>['on']>;

/**
 * Indexes of active products in one listing order: over every category, and within one. The
 * columns come from a function because a column's sort direction is set on the shared column
 * object, which each index reads once.
 */
function listingIndexes(table: { isActive: AnyPgColumn; categoryId: AnyPgColumn }, name: string, columns: () => IndexColumns) {
  return [
    index(`products_listing_${name}_idx`)
      .on(...columns())
      .where(sql`${table.isActive}`),
    index(`products_listing_category_${name}_idx`)
      .on(table.categoryId, ...columns())
      .where(sql`${table.isActive}`),
  ];
}

/** The units a product's weight may be counted in (the product page's "Weight" shows it: 'Weight : 5 L'). */
export const WEIGHT_UNITS = ['g', 'kg', 'ml', 'L', 'pieces'] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    productName: text('productName').notNull(),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('categoryId')
      .notNull()
      .references(() => categories.id),
    productImages: text('productImages').array().notNull().default(sql`'{}'::text[]`),
    weight: jsonb('weight').$type<WeightOptionRow[]>().notNull().default([]),
    /** The unit every weight option of the product is counted in. */
    weightUnit: text('weightUnit', { enum: WEIGHT_UNITS }).notNull().default('g'),
    price: money('price').notNull(),
    /** The selling price when discounted; 0 means no discount. */
    discountedAmount: money('discountedAmount').notNull().default('0'),
    /** What a shopper pays: the discounted amount when there is one, else the price. */
    paidPrice: money('paidPrice')
      .notNull()
      .generatedAlwaysAs(sql`case when "discountedAmount" > 0 then "discountedAmount" else "price" end`),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('isActive').notNull().default(true),
    /** The mean of the product's productRatings to one decimal, and how many there are; kept with them. */
    avgRating: numeric('avgRating', { precision: 2, scale: 1 }).notNull().default('0'),
    ratingCount: integer('ratingCount').notNull().default(0),
    /** Units sold; ranks best sellers and relevance. Sent as `count`. */
    salesCount: integer('salesCount').notNull().default(0),
    viewCount: integer('viewCount').notNull().default(0),
    description: text('description').notNull().default(''),
    highlights: jsonb('highlights').$type<[string, string][]>().notNull().default([]),
    /** The value of the highlight labelled brand, kept beside it so search can read it cheaply. */
    brand: text('brand')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(jsonb_path_query_first("highlights", 'strict $[*] ? (@[0] like_regex "^brand$" flag "i")[1]') #>> '{}', '')`,
      ),
    /** Lower-case name and brand, read by the quick search (generated columns cannot read `brand`). */
    searchText: text('searchText')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("productName" || ' ' || coalesce(jsonb_path_query_first("highlights", 'strict $[*] ? (@[0] like_regex "^brand$" flag "i")[1]') #>> '{}', ''))`,
      ),
    information: jsonb('information').$type<InformationRow[]>().notNull().default([]),
    cgst: percent('cgst'),
    sgst: percent('sgst'),
    igst: percent('igst'),
    otherCharges: money('otherCharges').notNull().default('0'),
    otherChargesType: text('otherChargesType', { enum: ['percentage', 'amount'] })
      .notNull()
      .default('amount'),
    // The invoice prints it on every line, so no product is without one: 4, 6 or 8 digits.
    hsnCode: text('hsnCode').notNull(),
    /** At or below this stock the product is low: the warehouse is mailed, and it is on the low-stock list. */
    lowStockThreshold: integer('lowStockThreshold').notNull().default(10),
    /** Raised by every staff edit, so an edit made on an older copy is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    check('products_price_positive', sql`${table.price} > 0`),
    check('products_lowStockThreshold_not_negative', sql`${table.lowStockThreshold} >= 0`),
    check('products_hsnCode_format', sql`${table.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_discountedAmount_range', sql`${table.discountedAmount} >= 0 and ${table.discountedAmount} <= ${table.price}`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check('products_avgRating_range', sql`${table.avgRating} between 0 and 5`),
    check('products_otherChargesType_known', sql`${table.otherChargesType} in ('percentage', 'amount')`),
    check('products_weightUnit_known', sql`${table.weightUnit} in ('g', 'kg', 'ml', 'L', 'pieces')`),
    // Every listing, home row and search reads active products only. Each order the shop sorts by
    // has an index in that order (or its exact reverse, scanned backwards), ending in the id that
    // breaks ties, alone and after the category: the first page of any sort, filtered by category
    // or not, is the start of one index range. NULLS FIRST is what a plain ORDER BY … DESC means.
    ...listingIndexes(table, 'relevance', () => [
      sql`(${table.stock} = 0)`,
      table.salesCount.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id,
    ]),
    ...listingIndexes(table, 'name', () => [sql`lower(${table.productName})`, table.id]),
    // Read backwards: the biggest share off first, then the lowest paid price.
    ...listingIndexes(table, 'discount', () => [
      sql`((${table.price} - ${table.paidPrice}) / ${table.price})`,
      table.paidPrice.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ]),
    ...listingIndexes(table, 'paidPrice', () => [table.paidPrice, table.id]),
    // Trigrams of the lower-case name and brand: the quick search's LIKE '%word%' reads this index
    // instead of every row (pg_trgm lives in the public schema, see the migration that adds it).
    index('products_searchText_trgm_idx').using('gin', table.searchText.op('public.gin_trgm_ops')),
    index('products_listing_createdAt_idx').on(table.createdAt.desc().nullsFirst(), table.id).where(sql`${table.isActive}`),
    index('products_listing_sales_idx')
      .on(table.salesCount.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.isActive}`),
  ],
);

/** "Customers also use": a product's linked products, in the order they were linked. */
export const productLinks = pgTable(
  'productLinks',
  {
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    linkedProductId: uuid('linkedProductId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sortOrder: integer('sortOrder').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.linkedProductId] })],
);

/** A shopper's account; e-mail is unique whatever its case. */
export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('fullName').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phoneNumber').notNull().default(''),
    passwordHash: text('passwordHash').notNull(),
    accountType: text('accountType', { enum: ['retailer', 'wholesaler'] })
      .notNull()
      .default('retailer'),
    /** Path of the uploaded avatar under the API's media route; '' when none. */
    profileImage: text('profileImage').notNull().default(''),
    /** Set once the sign-up code has been entered; until then the account cannot sign in. */
    verifiedAt: timestamp('verifiedAt', { withTimezone: true }),
    isAlreadyCouponUsed: boolean('isAlreadyCouponUsed').notNull().default(false),
    /** Business details for a GST invoice (decision 029); all '' for an unregistered buyer. */
    gstin: text('gstin').notNull().default(''),
    legalName: text('legalName').notNull().default(''),
    billingAddress: text('billingAddress').notNull().default(''),
    /** The billing state's GST code ('24' for Gujarat). */
    billingStateCode: text('billingStateCode').notNull().default(''),
    /** Set by a delete-account request; the account stops signing in from then on. */
    deletionRequestedAt: timestamp('deletionRequestedAt', { withTimezone: true }),
    /**
     * Set when the owner processed the deletion (decision 033): the row is then a tombstone kept only
     * for its orders' foreign key, and a second processing is refused.
     */
    erasedAt: timestamp('erasedAt', { withTimezone: true }),
    /**
     * Carried in every access token and compared on every call: sign-out, a password reset and a
     * deletion request raise it, so each access token issued before ends at once.
     */
    sessionVersion: integer('sessionVersion').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_accountType_known', sql`${table.accountType} in ('retailer', 'wholesaler')`),
  ],
);

/**
 * One refresh token per row. Rotation marks the old row used and adds a new one in the same
 * family; presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refreshTokens',
  {
    id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('familyId').notNull(),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    usedAt: timestamp('usedAt', { withTimezone: true }),
    revokedAt: timestamp('revokedAt', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refreshTokens_familyId_idx').on(table.familyId), index('refreshTokens_userId_idx').on(table.userId)],
);

/** A one-time code mailed to an address, stored only as a hash. */
/** What a sign-up asked for, kept with its code until the code is verified. */
export interface PendingSignup {
  fullName: string;
  phoneNumber: string;
  passwordHash: string;
}

export const otpCodes = pgTable(
  'otpCodes',
  {
    id: id(),
    /** Lower-cased address the code was sent to. */
    email: text('email').notNull(),
    /** What the code is for, e.g. 'signup', 'login', 'reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('codeHash').notNull(),
    /** For password reset: the hash algorithm the browser must use for the change-password header. */
    algoName: text('algoName').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    /** Set when the code was used or killed by too many wrong tries. */
    consumedAt: timestamp('consumedAt', { withTimezone: true }),
    /** Set when a reset code was verified; change-password then accepts it once. */
    verifiedAt: timestamp('verifiedAt', { withTimezone: true }),
    /**
     * For a sign-up code: the details of the sign-up that asked for it, written to the unverified
     * account only when this code is verified, so another sign-up cannot set its password.
     */
    signup: jsonb('signup').$type<PendingSignup>(),
    createdAt: createdAt(),
  },
  (table) => [index('otpCodes_email_purpose_idx').on(table.email, table.purpose, table.createdAt)],
);

/** A saved delivery address of a shopper. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    houseNumber: text('houseNumber').notNull(),
    societyName: text('societyName').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** The state's GST code, kept with the name so tax is decided by code. */
    stateCode: text('stateCode').notNull().default(''),
    country: text('country').notNull().default('India'),
    pinCode: text('pinCode').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('addresses_userId_idx').on(table.userId, table.createdAt)],
);

/** A product a shopper saved to their wishlist. */
export const wishlistItems = pgTable(
  'wishlistItems',
  {
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.productId] })],
);

/** A request to delete an account, kept for the shop to act on. */
export const accountDeletionRequests = pgTable('accountDeletionRequests', {
  id: id(),
  userId: uuid('userId')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** A dealership inquiry; the sender may be signed in or not. */
export const distributorInquiries = pgTable('distributorInquiries', {
  id: id(),
  userId: uuid('userId').references(() => users.id, { onDelete: 'set null' }),
  firstName: text('firstName').notNull(),
  lastName: text('lastName').notNull(),
  mobileNumber: text('mobileNumber').notNull(),
  companyName: text('companyName').notNull().default(''),
  email: text('email').notNull().default(''),
  companyAddress: text('companyAddress').notNull().default(''),
  state: text('state').notNull(),
  city: text('city').notNull(),
  message: text('message').notNull().default(''),
  createdAt: createdAt(),
});

/** A wholesale product inquiry; its product rows are in wholesaleInquiryProducts. */
export const wholesaleInquiries = pgTable('wholesaleInquiries', {
  id: id(),
  userId: uuid('userId').references(() => users.id, { onDelete: 'set null' }),
  companyName: text('companyName').notNull(),
  contactPerson: text('contactPerson').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postalCode').notNull().default(''),
  orderType: text('orderType').notNull().default('Bulk'),
  deliveryTimeline: text('deliveryTimeline').notNull().default(''),
  notes: text('notes').notNull().default(''),
  createdAt: createdAt(),
});

export const wholesaleInquiryProducts = pgTable(
  'wholesaleInquiryProducts',
  {
    id: id(),
    inquiryId: uuid('inquiryId')
      .notNull()
      .references(() => wholesaleInquiries.id, { onDelete: 'cascade' }),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    check('wholesaleInquiryProducts_quantity_positive', sql`${table.quantity} >= 1`),
    index('wholesaleInquiryProducts_inquiryId_idx').on(table.inquiryId),
  ],
);

/** One product in a shopper's cart; a product appears once per cart and grows by quantity. */
export const cartItems = pgTable(
  'cartItems',
  {
    id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cartItems_userId_productId_idx').on(table.userId, table.productId),
    check('cartItems_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

/** A coupon offer (decision 007): a percentage with an optional cap, a flat amount, or a free product. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    offerName: text('offerName').notNull(),
    couponCode: text('couponCode').notNull(),
    userType: text('userType', { enum: ['retailer', 'wholesaler', 'all'] })
      .notNull()
      .default('all'),
    kind: text('kind', { enum: ['percent', 'flat', 'free-product'] }).notNull(),
    percentOff: percent('percentOff'),
    /** The most a percentage coupon takes off, in rupees; null means no cap. */
    maxDiscount: money('maxDiscount'),
    flatAmount: money('flatAmount'),
    freeProductId: uuid('freeProductId').references(() => products.id, { onDelete: 'set null' }),
    freeQuantity: integer('freeQuantity').notNull().default(1),
    /** The subtotal before the coupon must reach this, in rupees. */
    minCartValue: money('minCartValue').notNull().default('0'),
    /** Total uses allowed across all shoppers; null means unlimited. */
    usageLimit: integer('usageLimit'),
    usedCount: integer('usedCount').notNull().default(0),
    /** How many of one shopper's standing orders may use it; null means no limit of its own. */
    usesPerShopper: integer('usesPerShopper'),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    termsAndConditions: jsonb('termsAndConditions').$type<string[]>().notNull().default([]),
    isActive: boolean('isActive').notNull().default(true),
    /** From when it may be used and is offered; null means at once. */
    startsAt: timestamp('startsAt', { withTimezone: true }),
    expiresAt: timestamp('expiresAt', { withTimezone: true }),
    /** Raised by every staff edit, so an edit made on an older copy is refused instead of overwriting. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_couponCode_upper_idx').on(sql`upper(${table.couponCode})`),
    check('coupons_userType_known', sql`${table.userType} in ('retailer', 'wholesaler', 'all')`),
    check('coupons_kind_known', sql`${table.kind} in ('percent', 'flat', 'free-product')`),
    check('coupons_freeQuantity_positive', sql`${table.freeQuantity} >= 1`),
    check('coupons_usedCount_not_negative', sql`${table.usedCount} >= 0`),
    check('coupons_usesPerShopper_positive', sql`${table.usesPerShopper} IS NULL OR ${table.usesPerShopper} >= 1`),
    check(
      'coupons_expiresAt_after_startsAt',
      sql`${table.expiresAt} IS NULL OR ${table.startsAt} IS NULL OR ${table.expiresAt} > ${table.startsAt}`,
    ),
  ],
);

/**
 * One shopper's star rating of a product. A product's avgRating and ratingCount are taken from the
 * visible ratings of verified buyers only: not seeded, not hidden by staff. A shopper rates a
 * product once, whichever delivered order it came in.
 */
export const productRatings = pgTable(
  'productRatings',
  {
    id: id(),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for a rating whose shopper has gone (or one the starting shop was seeded with). */
    userId: uuid('userId').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    /** The delivered order the shopper rated it from; null for seeded rows. */
    orderId: uuid('orderId').references(() => orders.id, { onDelete: 'set null' }),
    /** The shopper's own words, trimmed; null when they wrote none (or their account was erased). */
    text: text('text'),
    /** A row the starting shop was seeded with: shown nowhere and never counted. */
    seeded: boolean('seeded').notNull().default(false),
    hiddenAt: timestamp('hiddenAt', { withTimezone: true }),
    hiddenReason: text('hiddenReason'),
    hiddenBy: uuid('hiddenBy').references(() => staffMembers.id),
    /** Raised by every staff change, so a change made on an older copy is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    check('productRatings_rating_range', sql`${table.rating} between 1 and 5`),
    check('productRatings_text_length', sql`char_length(${table.text}) <= ${sql.raw(String(MAX_RATING_TEXT))}`),
    index('productRatings_productId_idx').on(table.productId),
    // One rating per shopper and product: two parallel sends store one.
    uniqueIndex('productRatings_userId_productId_idx').on(table.userId, table.productId),
    index('productRatings_createdAt_idx').on(table.createdAt),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Banner = typeof banners.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type NewProductRating = typeof productRatings.$inferInsert;
export type ProductRating = typeof productRatings.$inferSelect;
export type User = typeof users.$inferSelect;
export type Address = typeof addresses.$inferSelect;
export type CartItem = typeof cartItems.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/**
 * A placed order (decision 008). The address, buyer and every amount are snapshots taken in the
 * order's transaction, so later edits of the address book or the catalogue never change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** When the order's payment was captured (online orders); the state says where the order is, this whether it was paid. */
    paidAt: timestamp('paidAt', { withTimezone: true }),
    /** The courier and its tracking number, once shipped. */
    courier: text('courier'),
    trackingNumber: text('trackingNumber'),
    paymentType: text('paymentType', { enum: ['cod', 'online'] }).notNull(),
    /** 'cod', 'sandbox' or 'razorpay'. */
    provider: text('provider').notNull(),
    providerOrderId: text('providerOrderId').unique(),
    paymentId: text('paymentId'),
    idempotencyKey: uuid('idempotencyKey').notNull(),
    houseNumber: text('houseNumber').notNull().default(''),
    societyName: text('societyName').notNull().default(''),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    /** The delivery state's GST code: the place of supply. */
    stateCode: text('stateCode').notNull().default(''),
    country: text('country').notNull().default('India'),
    pinCode: text('pinCode').notNull().default(''),
    buyerName: text('buyerName').notNull().default(''),
    /** The buyer's business details as they were when the order was placed; '' for an unregistered buyer. */
    buyerGstin: text('buyerGstin').notNull().default(''),
    buyerLegalName: text('buyerLegalName').notNull().default(''),
    billingAddress: text('billingAddress').notNull().default(''),
    billingStateCode: text('billingStateCode').notNull().default(''),
    couponCode: text('couponCode'),
    subtotal: money('subtotal').notNull().default('0'),
    gst: money('gst').notNull().default('0'),
    otherCharges: money('otherCharges').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    shipping: money('shipping').notNull().default('0'),
    platformFee: money('platformFee').notNull().default('0'),
    totalAmount: money('totalAmount').notNull().default('0'),
    invoiceNumber: text('invoiceNumber').unique(),
    invoiceDate: timestamp('invoiceDate', { withTimezone: true }),
    refunded: boolean('refunded').notNull().default(false),
    /** Until when an unpaid online order keeps its stock; null once paid or for cash on delivery. */
    holdExpiresAt: timestamp('holdExpiresAt', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('orders_userId_idempotencyKey_idx').on(table.userId, table.idempotencyKey),
    index('orders_userId_createdAt_idx').on(table.userId, table.createdAt),
    index('orders_status_holdExpiresAt_idx').on(table.status, table.holdExpiresAt),
    check('orders_status_known', sql.raw(`"status" in (${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check('orders_paymentType_known', sql`${table.paymentType} in ('cod', 'online')`),
  ],
);

/** One product line of an order, snapshotted when the order was placed. */
export const orderLines = pgTable(
  'orderLines',
  {
    id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id),
    productName: text('productName').notNull(),
    productImage: text('productImage').notNull().default(''),
    selectedWeight: text('selectedWeight').notNull().default(''),
    /** Unit price paid, in rupees; 0 for a free line. */
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    hsnCode: text('hsnCode').notNull().default(''),
    cgst: percent('cgst'),
    sgst: percent('sgst'),
    igst: percent('igst'),
    isFree: boolean('isFree').notNull().default(false),
  },
  (table) => [check('orderLines_quantity_positive', sql`${table.quantity} >= 1`), index('orderLines_orderId_idx').on(table.orderId)],
);

/**
 * Every move of an order from one state to another, appended in the move's own transaction and
 * never changed: who made it (the shopper, a staff member or the shop itself), why, and what it
 * recorded (a courier and tracking number, a refund). The first row of an order has no `from`.
 */
export const orderEvents = pgTable(
  'orderEvents',
  {
    id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('fromStatus', { enum: ORDER_STATUSES }),
    toStatus: text('toStatus', { enum: ORDER_STATUSES }).notNull(),
    actorKind: text('actorKind', { enum: ['shopper', 'staff', 'system'] }).notNull(),
    /** The shopper's or the staff member's id; null for the shop itself. */
    actorId: uuid('actorId'),
    reason: text('reason'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orderEvents_orderId_at_idx').on(table.orderId, table.at),
    check('orderEvents_actorKind_known', sql`${table.actorKind} in ('shopper', 'staff', 'system')`),
    check('orderEvents_reason_length', sql`char_length(${table.reason}) <= 500`),
  ],
);

export type OrderEvent = typeof orderEvents.$inferSelect;

/**
 * Money given back on an order, partly or in full, each with its own state: pending until the
 * provider (or the accounts desk, for cash) has paid it, then processed or failed. The pending and
 * processed ones of an order never add up to more than was paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amountPaise').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    providerRefundId: text('providerRefundId').unique(),
    /** Why the provider refused it, for the accounts desk. */
    failure: text('failure'),
    /** Who asked: a staff member's id, an operator token's name, the shopper's id, or null for the shop itself. */
    requestedByKind: text('requestedByKind', { enum: ['staff', 'operator', 'shopper', 'system'] }).notNull(),
    requestedBy: text('requestedBy'),
    createdAt: createdAt(),
    settledAt: timestamp('settledAt', { withTimezone: true }),
  },
  (table) => [
    index('refunds_orderId_idx').on(table.orderId),
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_state_known', sql`${table.state} in ('pending', 'processed', 'failed')`),
  ],
);

export type Refund = typeof refunds.$inferSelect;

/**
 * A photo a shopper sent with a return request: the file is kept under the data folder's uploads by
 * this random name, and is served only to that shopper and to staff who read orders.
 */
export const returnPhotos = pgTable(
  'returnPhotos',
  {
    id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The return request it was sent with. */
    eventId: uuid('eventId')
      .notNull()
      .references(() => orderEvents.id, { onDelete: 'cascade' }),
    fileName: text('fileName').notNull().unique(),
    /** Its place among the photos sent together, as the shopper chose them: "Photo 1" is the first. */
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('returnPhotos_orderId_idx').on(table.orderId)],
);

export type ReturnPhoto = typeof returnPhotos.$inferSelect;

/** The last invoice number given in an Indian financial year ('2627' = April 2026 to March 2027). */
export const invoiceCounters = pgTable('invoiceCounters', {
  financialYear: text('financialYear').primaryKey(),
  lastNumber: integer('lastNumber').notNull().default(0),
});

/** The last credit note number given in a financial year; a series of its own beside the invoices'. */
export const creditNoteCounters = pgTable('creditNoteCounters', {
  financialYear: text('financialYear').primaryKey(),
  lastNumber: integer('lastNumber').notNull().default(0),
});

/**
 * A credit note cancelling an invoiced order in full (decision 029): issued in the transaction that
 * cancels or takes back the order, citing its invoice; one per order.
 */
export const creditNotes = pgTable(
  'creditNotes',
  {
    number: text('number').primaryKey(),
    orderId: uuid('orderId')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceNumber: text('invoiceNumber').notNull(),
    /** The state that called the order off: cancelled, returned or returned_to_origin. */
    reason: text('reason', { enum: ORDER_STATUSES }).notNull(),
    issuedAt: timestamp('issuedAt', { withTimezone: true }).notNull(),
  },
  (table) => [index('creditNotes_issuedAt_idx').on(table.issuedAt)],
);

export type CreditNote = typeof creditNotes.$inferSelect;

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;

/**
 * Rate-limit counters, kept in the database so every API process counts against the same budget.
 * One row per key (budget and client address or account); a hit after `resetsAt` starts a new window.
 */
export const rateLimitCounters = pgTable(
  'rateLimitCounters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resetsAt', { withTimezone: true }).notNull(),
  },
  // The clean-up deletes ended windows by time.
  (table) => [index('rateLimitCounters_resetsAt_idx').on(table.resetsAt)],
);

/**
 * Operator credentials (decision 025): only the sha256 of a secret is kept, so a copy of the table
 * authenticates nobody. Several tokens of one scope may be live at once, which is how one is
 * rotated without downtime; a name is unique among the tokens not revoked.
 */
export const operatorTokens = pgTable(
  'operatorTokens',
  {
    id: id(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    secretHash: text('secretHash').notNull().unique(),
    /** The name of the token that created this one. */
    createdBy: text('createdBy').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expiresAt', { withTimezone: true }),
    revokedAt: timestamp('revokedAt', { withTimezone: true }),
    lastUsedAt: timestamp('lastUsedAt', { withTimezone: true }),
  },
  (table) => [uniqueIndex('operatorTokens_live_name_idx').on(table.name).where(sql`${table.revokedAt} is null`)],
);

/**
 * Every operator write: the token's name (kept as text, so the row outlives the token), the
 * caller's address, the action, its target and the state before and after. Rows are only ever
 * added; the migration makes the database refuse updates and deletes.
 */
export const operatorAudit = pgTable(
  'operatorAudit',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The stored token's id; null for OPERATOR_TOKEN, which has no row. */
    tokenId: uuid('tokenId'),
    tokenName: text('tokenName').notNull(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** Who acted: an operator token (machines) or a staff member (people, decision 026). */
    actorKind: text('actorKind', { enum: ['token', 'staff'] })
      .notNull()
      .default('token'),
    /** The staff member's id; the name stays in `tokenName`, so the row outlives the account. */
    staffId: uuid('staffId'),
    /** Why, when the action needs a reason (a cancellation, a refund, a stock change). */
    reason: text('reason'),
    /** `refused` for a call the actor's role does not allow, recorded as well. */
    outcome: text('outcome', { enum: ['done', 'refused'] })
      .notNull()
      .default('done'),
  },
  (table) => [
    index('operatorAudit_at_idx').on(table.at),
    check('operatorAudit_actor_known', sql`${table.actorKind} in ('token', 'staff')`),
    check('operatorAudit_outcome_known', sql`${table.outcome} in ('done', 'refused')`),
  ],
);

/** The roles staff can have; their permissions are in `api/src/staff/roles.ts`. */
export const STAFF_ROLES = STAFF_ROLE_CODES;

/**
 * The people who run the shop, apart from shoppers (decision 026): invited by an owner, with a
 * password and a second factor of their own.
 */
export const staffMembers = pgTable(
  'staffMembers',
  {
    id: id(),
    /** Kept lower-case: one account per address. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Null until the invitation is accepted. */
    passwordHash: text('passwordHash'),
    /** The TOTP secret (base32); confirmed once `totpEnrolledAt` is set. */
    totpSecret: text('totpSecret'),
    totpEnrolledAt: timestamp('totpEnrolledAt', { withTimezone: true }),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    totpLastStep: integer('totpLastStep'),
    /** Only the seeded accounts of a shop outside production sign in without a second factor. */
    totpExempt: boolean('totpExempt').notNull().default(false),
    state: text('state', { enum: ['invited', 'active', 'disabled'] })
      .notNull()
      .default('invited'),
    invitedBy: uuid('invitedBy').references((): AnyPgColumn => staffMembers.id),
    createdAt: createdAt(),
  },
  (table) => [
    check('staffMembers_email_lower', sql`${table.email} = lower(${table.email})`),
    check('staffMembers_role_known', sql`${table.role} in ('owner', 'orders', 'warehouse', 'catalogue', 'accounts', 'releases')`),
    check('staffMembers_state_known', sql`${table.state} in ('invited', 'active', 'disabled')`),
  ],
);

/** A staff sign-in: only the hash of the cookie's random id is kept. */
export const staffSessions = pgTable(
  'staffSessions',
  {
    id: id(),
    staffId: uuid('staffId')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    secretHash: text('secretHash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('lastSeenAt', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revokedAt', { withTimezone: true }),
    address: text('address').notNull(),
  },
  (table) => [index('staffSessions_staffId_idx').on(table.staffId)],
);

/** A one-use invitation to set a password: only the hash of the link's token is kept. */
export const staffInvites = pgTable('staffInvites', {
  id: id(),
  staffId: uuid('staffId')
    .notNull()
    .references(() => staffMembers.id, { onDelete: 'cascade' }),
  secretHash: text('secretHash').notNull().unique(),
  expiresAt: timestamp('expiresAt', { withTimezone: true }).notNull(),
  usedAt: timestamp('usedAt', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A staff member's note on an order (a call with the buyer, a promise made): part of the order's
 * history in the back office, never shown to the shopper. Not an order event, since it moves
 * nothing; like the events, it is never changed once written.
 */
export const orderNotes = pgTable(
  'orderNotes',
  {
    id: id(),
    orderId: uuid('orderId')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staffId')
      .notNull()
      .references(() => staffMembers.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orderNotes_orderId_at_idx').on(table.orderId, table.at),
    check('orderNotes_text_length', sql`char_length(${table.text}) between 1 and 1000`),
  ],
);

export type OrderNote = typeof orderNotes.$inferSelect;

/**
 * A build of one remote that can be served: its manifest address, the routes it declares and its
 * files' digests never change once registered (releases registered before them have none, and never run).
 */
export const remoteReleases = pgTable(
  'remoteReleases',
  {
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    entry: text('entry').notNull(),
    declaration: jsonb('declaration').$type<RouteDeclaration>(),
    /** The sha384 digest of every file the shop may load, by path in the release's folder: only these bytes run. */
    integrity: jsonb('integrity').$type<Record<string, string>>(),
    /** The browser's and the rendering server's entries: their addresses and digests, read from the manifest. */
    entries: jsonb('entries').$type<ReleaseEntries>(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.release] })],
);

/**
 * The remotes of the shop and what each serves now: a stable release (none yet for a new remote) and
 * optionally a candidate for a share of shoppers.
 */
export const remoteRollouts = pgTable('remoteRollouts', {
  remote: text('remote').primaryKey(),
  stableRelease: text('stableRelease'),
  candidateRelease: text('candidateRelease'),
  candidatePercent: integer('candidatePercent').notNull().default(0),
  updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a rollout, by an operator or by the automatic rollback (with the figures that triggered it). */
export const remoteRolloutEvents = pgTable(
  'remoteRolloutEvents',
  {
    id: id(),
    remote: text('remote').notNull(),
    kind: text('kind').notNull(),
    release: text('release').notNull(),
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('remoteRolloutEvents_remote_idx').on(table.remote, table.createdAt)],
);

/**
 * A batch of server-rendered page views that were given the same releases (see `viewIdInBatch`): one
 * row per remote, with how many views the batch counts. A view's id names its batch and its number
 * in it, so a browser's failure report can be checked against the batch without a row per view.
 */
export const remoteViewBatches = pgTable(
  'remoteViewBatches',
  {
    batchId: uuid('batchId').notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    views: integer('views').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.remote] }),
    index('remoteViewBatches_release_idx').on(table.remote, table.release, table.at),
  ],
);

/**
 * A counted page view's failure of one remote: on the server, or reported by the shopper's browser.
 * A view fails each remote once.
 */
export const remoteViews = pgTable(
  'remoteViews',
  {
    viewId: uuid('viewId').notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    failure: text('failure').notNull(),
    /** The failure's message and component stack, scrubbed of personal data, for the section's team. */
    message: text('message'),
    stack: text('stack'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.viewId, table.remote] }),
    index('remoteViews_release_idx').on(table.remote, table.release, table.at),
  ],
);

/** The queues a mail waits on (decision 028): codes on their own, so a slow server never holds a sign-in back. */
export const MAIL_QUEUES = ['codes', 'mail'] as const;
export type MailQueueName = (typeof MAIL_QUEUES)[number];

/**
 * Every mail the shop sends, written first (decision 028): in the transaction that causes it, keyed
 * uniquely by its event so a mail is never written twice, then sent by whichever worker claims it.
 * Its content is rendered from `data` when it is sent.
 */
export const outgoingMails = pgTable(
  'outgoingMails',
  {
    id: id(),
    /** What caused it, e.g. `order:<id>:shipped`: one mail per event and recipient kind. */
    eventKey: text('eventKey').notNull().unique(),
    queue: text('queue', { enum: MAIL_QUEUES }).notNull().default('mail'),
    /** The template that renders it. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('lastError'),
    /** The queue job that retries it; null until its first try failed or was never made. */
    jobId: text('jobId'),
    /** A sender holds it until then, so two runs of one job never send it twice at once. */
    claimedUntil: timestamp('claimedUntil', { withTimezone: true }),
    createdAt: createdAt(),
    /** The last change of its state or its tries, for the back office's list. */
    updatedAt: timestamp('updatedAt', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    sentAt: timestamp('sentAt', { withTimezone: true }),
  },
  (table) => [
    index('outgoingMails_unsent_idx').on(table.createdAt).where(sql`${table.state} = 'pending'`),
    index('outgoingMails_failed_idx').on(table.createdAt).where(sql`${table.state} = 'failed'`),
    check('outgoingMails_state_known', sql`${table.state} in ('pending', 'sent', 'failed')`),
    check('outgoingMails_queue_known', sql`${table.queue} in ('codes', 'mail')`),
  ],
);

export type OutgoingMail = typeof outgoingMails.$inferSelect;
export type NewOutgoingMail = Pick<typeof outgoingMails.$inferInsert, 'eventKey' | 'queue' | 'kind' | 'recipient' | 'data'>;

/**
 * Every change of a product's stock, written in the statement's transaction that changes it: the
 * product page's history, and what a count is checked against.
 */
export const stockMovements = pgTable(
  'stockMovements',
  {
    id: id(),
    productId: uuid('productId')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Signed: units in (positive) or out (negative). */
    change: integer('change').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    /** The stock right after this change. */
    stockAfter: integer('stockAfter').notNull(),
    /** Who counted it, for a staff change; none for an order's. */
    staffId: uuid('staffId').references(() => staffMembers.id),
    orderId: uuid('orderId').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('stockMovements_productId_createdAt_idx').on(table.productId, table.createdAt),
    check('stockMovements_change_not_zero', sql`${table.change} <> 0`),
    check('stockMovements_stockAfter_not_negative', sql`${table.stockAfter} >= 0`),
  ],
);

export type StockMovement = typeof stockMovements.$inferSelect;

/**
 * Where each inquiry stands in the back office's inbox (decision 034): one row per contact message,
 * dealership inquiry and wholesale inquiry, keyed by that row's own id, so one id names an inquiry of
 * any kind. Database triggers add the row with the inquiry and remove it with the inquiry, whichever
 * code writes them.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    /** The id of the contactMessages, distributorInquiries or wholesaleInquiries row. */
    id: uuid('id').primaryKey(),
    kind: text('kind', { enum: INQUIRY_KINDS }).notNull(),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    assigneeId: uuid('assigneeId').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** Raised by every change of status or assignee: an edit made from an older reading is refused. */
    version: integer('version').notNull().default(1),
    /** When the inquiry was sent (its own row's createdAt), for the inbox's order. */
    receivedAt: timestamp('receivedAt', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updatedAt', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_receivedAt_idx').on(table.receivedAt, table.id),
    index('inquiries_status_receivedAt_idx').on(table.status, table.receivedAt),
    check('inquiries_kind_known', sql`${table.kind} in ('contact', 'distributor', 'wholesale')`),
    check('inquiries_status_known', sql`${table.status} in ('new', 'in_progress', 'answered', 'closed')`),
  ],
);

export type Inquiry = typeof inquiries.$inferSelect;

/** A staff-only note on an inquiry; never changed once written, never shown to the sender. */
export const inquiryNotes = pgTable(
  'inquiryNotes',
  {
    id: id(),
    inquiryId: uuid('inquiryId')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staffId')
      .notNull()
      .references(() => staffMembers.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiryNotes_inquiryId_at_idx').on(table.inquiryId, table.at),
    check('inquiryNotes_text_length', sql`char_length(${table.text}) between 1 and 1000`),
  ],
);

/**
 * A reply mailed to the sender from the back office. Its words are kept here, since a sent written
 * mail keeps none (decision 028); `mailId` follows the mail's state.
 */
export const inquiryReplies = pgTable(
  'inquiryReplies',
  {
    id: id(),
    inquiryId: uuid('inquiryId')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staffId')
      .notNull()
      .references(() => staffMembers.id),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    mailId: uuid('mailId').references(() => outgoingMails.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiryReplies_inquiryId_at_idx').on(table.inquiryId, table.at),
    check('inquiryReplies_text_length', sql`char_length(${table.text}) between 1 and 5000`),
  ],
);

/** What a change of an inquiry moved: its status, its assignee (by name, as it was then), or both. */
export interface InquiryChange {
  status?: { from: (typeof INQUIRY_STATUSES)[number]; to: (typeof INQUIRY_STATUSES)[number] };
  assignee?: { from: string | null; to: string | null };
}

/** Every change of an inquiry's status or assignee, with who made it: the inquiry's history. */
export const inquiryEvents = pgTable(
  'inquiryEvents',
  {
    id: id(),
    inquiryId: uuid('inquiryId')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staffId')
      .notNull()
      .references(() => staffMembers.id),
    change: jsonb('change').$type<InquiryChange>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiryEvents_inquiryId_at_idx').on(table.inquiryId, table.at)],
);
