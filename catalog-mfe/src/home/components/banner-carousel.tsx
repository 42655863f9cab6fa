import type { Banner } from '@shop/shared/contracts';
import { cx } from '@shop/shared/ui';
import type { FocusEvent } from 'react';
import { useCarousel } from '../hooks/use-carousel';
import { BannerSlides } from './banner-slides';
import { ChevronIcon, PlayPauseIcon } from './carousel-icons';

const controlClass =
  'cat:inline-flex cat:items-center cat:justify-center cat:rounded-full cat:bg-white/90 cat:text-slate-900 cat:shadow cat:transition-colors cat:hover:bg-white cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-white';

const frameClass = 'cat:relative cat:overflow-hidden cat:rounded-2xl cat:bg-brand-50 cat:aspect-[8/3]';

/** The home carousel's frame when there are no active banners. */
export function NoBanners() {
  return (
    <div className={cx(frameClass, 'cat:flex cat:items-center cat:justify-center')}>
      <p className="cat:text-lg cat:font-medium cat:text-brand-800">Not banner</p>
    </div>
  );
}

/** Active banners, one at a time, moving on every 5 s unless paused, hovered, focused or motion is reduced. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const carousel = useCarousel(banners.length);
  const several = banners.length > 1;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      className="cat:relative cat:overflow-hidden cat:rounded-2xl cat:bg-brand-50 cat:shadow-sm"
    >
      <BannerSlides banners={banners} index={carousel.index} live={!carousel.playing} />
      {several && (
        // One row of controls: below the words on phones, in the picture's bottom-right corner from `sm` up,
        // where the copy (left half) never reaches.
        <div className="cat:flex cat:items-center cat:justify-center cat:gap-2 cat:bg-brand-900 cat:px-3 cat:pb-3 cat:sm:absolute cat:sm:right-4 cat:sm:bottom-4 cat:sm:bg-transparent cat:sm:p-0">
          <button type="button" aria-label="Previous banner" onClick={carousel.previous} className={cx(controlClass, 'cat:size-9')}>
            <ChevronIcon direction="left" />
          </button>
          {carousel.canAutoplay && (
            <button
              type="button"
              aria-label={carousel.stopped ? 'Play banners' : 'Pause banners'}
              onClick={carousel.toggleStopped}
              className={cx(controlClass, 'cat:size-9')}
            >
              <PlayPauseIcon playing={!carousel.stopped} />
            </button>
          )}
          <div className="cat:flex cat:items-center cat:rounded-full cat:bg-slate-900/45 cat:px-1.5">
            {banners.map((banner, position) => (
              <button
                key={banner._id}
                type="button"
                aria-label={`Show banner ${position + 1}`}
                aria-current={position === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(position)}
                className="cat:group cat:flex cat:h-9 cat:w-6 cat:items-center cat:justify-center cat:rounded-full cat:focus-visible:outline-2 cat:focus-visible:outline-white"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'cat:block cat:h-2 cat:rounded-full cat:transition-all',
                    position === carousel.index ? 'cat:w-4 cat:bg-white' : 'cat:w-2 cat:bg-white/60 cat:group-hover:bg-white/90',
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" aria-label="Next banner" onClick={carousel.next} className={cx(controlClass, 'cat:size-9')}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
