// The standalone page's entry; the shop loads remoteEntry.js instead.
import('./exposes/notices-page');
