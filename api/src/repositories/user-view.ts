import type { User } from '../db/schema';
import type { ProductView } from './product-view';

/** The shopper as the pages read it (006): no hash, no internal dates. */
export interface UserView {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  profileImage: string;
  accountType: 'retailer' | 'wholesaler';
  isAlreadyCouponUsed: boolean;
  /** Empty until the cart ships. */
  cart: never[];
  wishlist: ProductView[];
}

export function toUserView(user: User, wishlist: ProductView[] = []): UserView {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profileImage: user.profileImage,
    accountType: user.accountType,
    isAlreadyCouponUsed: user.isAlreadyCouponUsed,
    cart: [],
    wishlist,
  };
}
