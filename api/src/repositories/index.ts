import type { AppDb } from '../db/client';
import { createAccountErasureRepository } from './account-erasure-repository';
import { createAddressRepository } from './address-repository';
import { createAdminOrderRepository } from './admin-order-repository';
import { createBannerRepository } from './banner-repository';
import { createCartRepository } from './cart-repository';
import { createCategoryRepository } from './category-repository';
import { createContactMessageRepository } from './contact-message-repository';
import { createCouponRepository } from './coupon-repository';
import { createCreditNoteRepository } from './credit-note-repository';
import { createDashboardRepository } from './dashboard-repository';
import { createDistributorInquiryRepository } from './distributor-inquiry-repository';
import { createInquiryRepository } from './inquiry-repository';
import { createOperatorAuditRepository } from './operator-audit-repository';
import { createOperatorTokenRepository } from './operator-token-repository';
import { createOrderNoteRepository } from './order-note-repository';
import { createOrderRepository } from './order-repository';
import { createOtpCodeRepository } from './otp-code-repository';
import { createOutgoingMailRepository } from './outgoing-mail-repository';
import { createProductRepository } from './product-repository';
import { createRateLimitRepository } from './rate-limit-repository';
import { createRatingRepository } from './rating-repository';
import { createRefreshTokenRepository } from './refresh-token-repository';
import { createRefundRepository } from './refund-repository';
import { createRemoteRegistryRepository } from './remote-registry-repository';
import { createRetentionRepository } from './retention-repository';
import { createReturnPhotoRepository } from './return-photo-repository';
import { createStaffProductRepository } from './staff-product-repository';
import { createStaffRepository } from './staff-repository';
import { createStockRepository } from './stock-repository';
import { createUserRepository } from './user-repository';
import { createWholesaleInquiryRepository } from './wholesale-inquiry-repository';
import { createWishlistRepository } from './wishlist-repository';

/** Every repository, built over one database handle and decorated onto the app. */
export function createRepositories(db: AppDb) {
  return {
    accountErasure: createAccountErasureRepository(db),
    addresses: createAddressRepository(db),
    adminOrders: createAdminOrderRepository(db),
    banners: createBannerRepository(db),
    cart: createCartRepository(db),
    categories: createCategoryRepository(db),
    contactMessages: createContactMessageRepository(db),
    coupons: createCouponRepository(db),
    creditNotes: createCreditNoteRepository(db),
    dashboard: createDashboardRepository(db),
    distributorInquiries: createDistributorInquiryRepository(db),
    inquiries: createInquiryRepository(db),
    operatorAudit: createOperatorAuditRepository(db),
    operatorTokens: createOperatorTokenRepository(db),
    orderNotes: createOrderNoteRepository(db),
    orders: createOrderRepository(db),
    otpCodes: createOtpCodeRepository(db),
    outgoingMails: createOutgoingMailRepository(db),
    products: createProductRepository(db),
    rateLimits: createRateLimitRepository(db),
    ratings: createRatingRepository(db),
    refreshTokens: createRefreshTokenRepository(db),
    refunds: createRefundRepository(db),
    remoteRegistry: createRemoteRegistryRepository(db),
    retention: createRetentionRepository(db),
    returnPhotos: createReturnPhotoRepository(db),
    stock: createStockRepository(db),
    staff: createStaffRepository(db),
    staffProducts: createStaffProductRepository(db),
    users: createUserRepository(db),
    wholesaleInquiries: createWholesaleInquiryRepository(db),
    wishlist: createWishlistRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
