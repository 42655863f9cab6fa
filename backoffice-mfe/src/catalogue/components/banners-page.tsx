import { shopperMessage } from '@shop/shared/api-client';
import type { StaffBanner } from '@shop/shared/contracts';
import { formatDateTime } from '@shop/shared/format';
import { useQuery } from '@shop/shared/query';
import { Button, EmptyState, LoadView, Skeleton } from '@shop/shared/ui';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';
import { BannerForm } from './banner-form';

export const BANNERS_FAILED = 'The slides could not be loaded. Please try again.';

/** Whether the home page shows a slide now, in words: switched off, waiting for its start, ended, or shown. */
export function slideState(banner: StaffBanner, now = Date.now()): string {
  if (!banner.isActive) return 'Switched off';
  if (banner.startsAt && new Date(banner.startsAt).getTime() > now) return `Starts ${formatDateTime(banner.startsAt)}`;
  if (banner.endsAt && new Date(banner.endsAt).getTime() <= now) return `Ended ${formatDateTime(banner.endsAt)}`;
  return banner.endsAt ? `Shown until ${formatDateTime(banner.endsAt)}` : 'Shown';
}

function SlideSummary({ banner, onEdit }: { banner: StaffBanner; onEdit: () => void }) {
  return (
    <div className="bo:flex bo:flex-wrap bo:items-start bo:gap-3">
      <img
        src={banner.url}
        alt=""
        className="bo:aspect-[3/1] bo:w-full bo:shrink-0 bo:rounded bo:border bo:border-slate-200 bo:object-cover bo:sm:w-40"
      />
      <div className="bo:min-w-0 bo:flex-1 bo:space-y-1 bo:text-sm">
        <p className="bo:font-semibold bo:text-slate-900">{banner.title ?? 'A slide without words'}</p>
        <p className="bo:text-slate-700">
          {slideState(banner)} · position {banner.sortOrder}
          {banner.link ? ` · leads to ${banner.link}` : ''}
        </p>
      </div>
      <Button type="button" variant="secondary" onClick={onEdit} aria-label={`Edit ${banner.title ?? 'the slide'}`}>
        Edit
      </Button>
    </div>
  );
}

/** The home page's slides, switched-off and scheduled ones too; one is edited in place. */
export function BannersPage() {
  const list = useQuery<StaffBanner[] | null>(['backoffice/banners'], () => catalogueApi.banners(), null);
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const saved = () => {
    setEditing(null);
    setAdding(false);
    list.retry();
  };

  return (
    <section aria-labelledby="banners-title" className="bo:space-y-4">
      <div className="bo:flex bo:flex-wrap bo:items-end bo:justify-between bo:gap-2">
        <div className="bo:space-y-1">
          <h1 id="banners-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
            Home page slides
          </h1>
          <p className="bo:text-sm bo:text-slate-600">
            Switched-on slides show by position, inside their schedule, within seconds of a save.
          </p>
        </div>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add a Slide</Button>}
      </div>
      {adding ? (
        <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
          <BannerForm onSaved={saved} onCancel={() => setAdding(false)} />
        </div>
      ) : null}
      <LoadView
        status={list.status}
        loading={<Skeleton className="bo:h-48 bo:w-full" />}
        failure={shopperMessage(list.error, BANNERS_FAILED)}
        onRetry={list.retry}
        isEmpty={list.data?.length === 0}
        empty={<EmptyState title="No slides yet" message="Add the first one: the home page shows it at once." />}
      >
        <ul aria-label="Slides" className="bo:space-y-2">
          {list.data?.map((banner) => (
            <li key={`${banner.id}-${banner.version}`} className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-3">
              {editing === banner.id ? (
                <BannerForm banner={banner} onSaved={saved} onCancel={() => setEditing(null)} />
              ) : (
                <SlideSummary banner={banner} onEdit={() => setEditing(banner.id)} />
              )}
            </li>
          ))}
        </ul>
      </LoadView>
    </section>
  );
}
