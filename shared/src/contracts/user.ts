import type { CartLine } from './cart';
import type { Product } from './product';

/** The two kinds of account; only retailer can be chosen by a shopper. */
export type AccountType = 'retailer' | 'wholesaler';

/** The signed-in shopper's profile. */
export interface User {
  _id?: string;
  fullName: string;
  email: string;
  phoneNumber?: string;
  profileImage?: string;
  accountType?: AccountType;
  isAlreadyCouponUsed?: boolean;
  cart?: CartLine[];
  wishlist?: Product[];
}

/** A saved delivery address. */
export interface Address {
  _id: string;
  houseNumber: string;
  societyName: string;
  street: string;
  city: string;
  state: string;
  country: string;
  pinCode: string;
}

/** The fields sent to save a new address. */
export type NewAddress = Omit<Address, '_id'>;
