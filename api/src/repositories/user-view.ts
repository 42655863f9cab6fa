import type { User } from '../db/schema';
import type { CartLineView } from './cart-repository';
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
  /** The cart lines whose product is on sale, oldest first. */
  cart: CartLineView[];
  wishlist: ProductView[];
}

export function toUserView(user: User, wishlist: ProductView[] = [], cart: CartLineView[] = []): UserView {
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    profileImage: user.profileImage,
    accountType: user.accountType,
    isAlreadyCouponUsed: user.isAlreadyCouponUsed,
    cart,
    wishlist,
  };
}
