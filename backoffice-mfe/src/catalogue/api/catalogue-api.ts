import { adminRequest } from '@shop/shared/api-client';
import type {
  BannerBody,
  BannerChangeBody,
  CategoryBody,
  CategoryChangeBody,
  CouponBody,
  CouponChangeBody,
  ProductName,
  StaffBanner,
  StaffCategory,
  StaffCoupon,
} from '@shop/shared/contracts';

/** Catalogue & marketing's calls about the categories, the home page's slides and the coupons. */
export const catalogueApi = {
  categories: async () => (await adminRequest<{ categories: StaffCategory[] }>('GET', 'categories')).data.categories,
  addCategory: async (body: CategoryBody) => (await adminRequest('POST', 'categories', body)).message ?? '',
  changeCategory: async (id: string, body: CategoryChangeBody) =>
    (await adminRequest('PATCH', `categories/${encodeURIComponent(id)}`, body)).message ?? '',
  banners: async () => (await adminRequest<{ banners: StaffBanner[] }>('GET', 'banners')).data.banners,
  addBanner: async (body: BannerBody) => (await adminRequest('POST', 'banners', body)).message ?? '',
  changeBanner: async (id: string, body: BannerChangeBody) =>
    (await adminRequest('PATCH', `banners/${encodeURIComponent(id)}`, body)).message ?? '',
  /** The products a coupon may give free: every product by name (the stock search stops at 50). */
  products: async () => (await adminRequest<{ products: ProductName[] }>('GET', 'product-names')).data.products,
  coupons: async () => (await adminRequest<{ coupons: StaffCoupon[] }>('GET', 'coupons')).data.coupons,
  addCoupon: async (body: CouponBody) => (await adminRequest('POST', 'coupons', body)).message ?? '',
  changeCoupon: async (id: string, body: CouponChangeBody) =>
    (await adminRequest('PATCH', `coupons/${encodeURIComponent(id)}`, body)).message ?? '',
  /** Uploads a slide's picture; answers the address to name in the slide. */
  uploadBannerPicture: async (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return (await adminRequest<{ url: string }>('POST', 'banners/images', form)).data.url;
  },
};
