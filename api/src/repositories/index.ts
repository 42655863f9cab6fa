import type { AppDb } from '../db/client';
import { createBannerRepository } from './banner-repository';
import { createCategoryRepository } from './category-repository';
import { createContactMessageRepository } from './contact-message-repository';
import { createDistributorInquiryRepository } from './distributor-inquiry-repository';
import { createProductRepository } from './product-repository';
import { createWholesaleInquiryRepository } from './wholesale-inquiry-repository';

/** Every repository, built over one database handle and decorated onto the app. */
export function createRepositories(db: AppDb) {
  return {
    banners: createBannerRepository(db),
    categories: createCategoryRepository(db),
    contactMessages: createContactMessageRepository(db),
    distributorInquiries: createDistributorInquiryRepository(db),
    products: createProductRepository(db),
    wholesaleInquiries: createWholesaleInquiryRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
