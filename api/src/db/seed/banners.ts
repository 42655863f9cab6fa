// Images live in api/public/banners and are served by the media route. The words are the page's
// own text over the picture (readable, translatable, a real link), never painted into the image.
const mediaUrl = (file: string) => `/api/media/banners/${file}`;

/** Home carousel slides; the inactive one proves that hidden slides stay hidden. */
export const seedBanners = [
  {
    url: mediaUrl('sparkling-clean.svg'),
    title: 'Sparkling clean, every wash',
    text: 'Powder and liquid detergents for bright, fresh clothes.',
    link: '/shop',
    isActive: true,
    sortOrder: 1,
  },
  {
    url: mediaUrl('kitchen-shine.svg'),
    title: 'Greasy pans? Gone in one wipe',
    text: 'Lemon-power dishwash gel that is gentle on hands.',
    link: '/shop',
    isActive: true,
    sortOrder: 2,
  },
  {
    url: mediaUrl('festive-offer.svg'),
    title: 'Festive cleaning combos, up to 25% off',
    text: 'Ready your home for the season, for less.',
    link: '/offers',
    isActive: false,
    sortOrder: 3,
  },
];
