import type { AppDb } from '../db/client';
import { createBannerRepository } from './banner-repository';
import { createCategoryRepository } from './category-repository';
import { createContactMessageRepository } from './contact-message-repository';
import { createProductRepository } from './product-repository';

/** Every repository, built over one database handle and decorated onto the app. */
export function createRepositories(db: AppDb) {
  return {
    banners: createBannerRepository(db),
    categories: createCategoryRepository(db),
    contactMessages: createContactMessageRepository(db),
    products: createProductRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
