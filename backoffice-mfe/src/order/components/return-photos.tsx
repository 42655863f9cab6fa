import type { AdminOrderView } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';

/**
 * The photos the shopper sent with a return request, as thumbnails that open the full picture. Their
 * addresses are under /api/admin on the back office's own origin, which passes the staff cookie on.
 */
export function ReturnPhotos({ photos }: { photos: AdminOrderView['returnPhotos'] }) {
  return (
    <ul aria-label="Return photos" className="bo:flex bo:flex-wrap bo:gap-2">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="bo:block bo:rounded-md bo:focus-visible:outline-2 bo:focus-visible:outline-offset-2 bo:focus-visible:outline-brand-600"
          >
            <img
              src={photo.url}
              alt={`Sent by the shopper on ${formatDateTime(photo.at)} (${index + 1} of ${photos.length})`}
              loading="lazy"
              width={96}
              height={96}
              className="bo:size-24 bo:rounded-md bo:border bo:border-slate-200 bo:object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
