import { apiAssetUrl } from '@shop/shared/runtime-config';
import type { OrderRowView } from '../model/order-row';

/** The photos sent with a step (a return request), each opening full size. */
function SentPhotos({ photos }: { photos: string[] }) {
  return (
    <span className="acc:basis-full acc:text-slate-600">
      {photos.length === 1 ? '1 photo sent' : `${photos.length} photos sent`}:{' '}
      {photos.map((photo, index) => (
        <a
          key={photo}
          href={apiAssetUrl(photo)}
          target="_blank"
          rel="noopener noreferrer"
          className="acc:mr-2 acc:font-medium acc:text-brand-700 acc:underline"
        >
          Photo {index + 1}
        </a>
      ))}
    </span>
  );
}

/** Where the order has been, with dates, and the parcel's tracking link once it is shipped. */
export function OrderTimeline({ row }: { row: OrderRowView }) {
  return (
    <div>
      <h3 className="acc:font-semibold acc:text-slate-900">Order Status</h3>
      <ol className="acc:mt-1 acc:space-y-1 acc:border-l-2 acc:border-brand-200 acc:pl-3" aria-label="Order timeline">
        {row.timeline.map((step) => (
          <li key={step.key} className="acc:flex acc:flex-wrap acc:gap-x-2">
            <span className="acc:font-medium acc:text-slate-900">{step.status}</span>
            <span className="acc:text-slate-600">{step.at}</span>
            {step.photos.length > 0 && <SentPhotos photos={step.photos} />}
          </li>
        ))}
      </ol>
      {row.tracking && (
        <p className="acc:mt-2">
          {row.tracking.courier}, tracking number {row.tracking.number}:{' '}
          <a href={row.tracking.url} target="_blank" rel="noopener noreferrer" className="acc:font-medium acc:text-brand-700 acc:underline">
            Track your parcel
          </a>
        </p>
      )}
    </div>
  );
}
