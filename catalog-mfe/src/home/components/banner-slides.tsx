import type { Banner } from '@shop/shared/contracts';
import { Picture } from '@shop/shared/ui';
import { BannerCopy } from './banner-copy';

// The banners are drawn at 1600 × 600; the same ratio is reserved before they load.
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 600;

/** The sliding strip of banner images; only the current one is exposed to assistive technology. */
export function BannerSlides({ banners, index, live }: { banners: Banner[]; index: number; live: boolean }) {
  return (
    <div className="cat:overflow-hidden">
      <div
        aria-live={live ? 'polite' : 'off'}
        className="cat:flex cat:transition-transform cat:duration-700 cat:ease-out cat:motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {banners.map((banner, position) => {
          const current = position === index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern makes each slide a group; a fieldset is for form fields
            <div
              key={banner._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${banners.length}`}
              aria-hidden={!current}
              inert={!current}
              data-current={current || undefined}
              // On phones the copy sits under the picture; the slide keeps its colour down to the tallest slide.
              className="cat:relative cat:w-full cat:shrink-0 cat:bg-brand-900"
            >
              <Picture
                address={banner.url}
                sizes="100vw"
                alt={banner.title || banner.text ? '' : `Ujjwal Home Care offer ${position + 1}`}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                decoding={position === 0 ? 'sync' : 'async'}
                className="cat:block cat:aspect-[8/3] cat:h-auto cat:w-full cat:bg-brand-50 cat:object-cover"
              />
              <BannerCopy banner={banner} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
