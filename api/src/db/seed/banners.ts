// Images live in api/public/banners and are served by the media route.
const mediaUrl = (file: string) => `/api/media/banners/${file}`;

/** Home carousel slides; the inactive one proves that hidden slides stay hidden. */
export const seedBanners = [
  { url: mediaUrl('sparkling-clean.svg'), isActive: true, sortOrder: 1 },
  { url: mediaUrl('kitchen-shine.svg'), isActive: true, sortOrder: 2 },
  { url: mediaUrl('festive-offer.svg'), isActive: false, sortOrder: 3 },
];
