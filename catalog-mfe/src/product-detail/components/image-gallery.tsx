import { cx, Picture } from '@shop/shared/ui';
import { type KeyboardEvent, useState } from 'react';
import { wrapIndex } from '../model/gallery-index';
import { keyed } from '../model/keyed';
import { GalleryArrow } from './gallery-arrow';
import { ZoomableImage } from './zoomable-image';

/** Props of the gallery: the product's image paths and its name for the alt texts. */
export interface ImageGalleryProps {
  images: string[];
  productName: string;
}

/** The product's images: one large (zoomable on hover), previous/next that wrap around, and thumbnails. */
export function ImageGallery({ images, productName }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index] ?? images[0];
  const go = (step: number) => setIndex((value) => wrapIndex(value, step, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-label={`${productName} images`}
      onKeyDown={onKeyDown}
      className="cat:flex cat:min-w-0 cat:flex-col cat:gap-4 cat:md:sticky cat:md:top-24 cat:md:self-start"
    >
      <div className="cat:relative">
        <ZoomableImage address={current} alt={count > 1 ? `${productName}, image ${index + 1} of ${count}` : productName} />
        {count > 1 && (
          <>
            <GalleryArrow direction="previous" onClick={() => go(-1)} className="cat:left-3" />
            <GalleryArrow direction="next" onClick={() => go(1)} className="cat:right-3" />
            <p aria-live="polite" className="cat:sr-only">
              Image {index + 1} of {count}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="cat:flex cat:gap-3 cat:overflow-x-auto cat:p-1">
          {keyed(images, (image) => image).map(({ key, item: image }, position) => (
            <li key={key} className="cat:shrink-0">
              <button
                type="button"
                aria-label={`Show image ${position + 1}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className={cx(
                  'cat:block cat:size-16 cat:overflow-hidden cat:rounded-lg cat:border-2 cat:bg-white cat:transition-colors cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600 cat:sm:size-20',
                  position === index ? 'cat:border-brand-600' : 'cat:border-slate-200 cat:hover:border-slate-400',
                )}
              >
                <Picture
                  address={image}
                  sizes="80px"
                  widest={320}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="cat:size-full cat:object-contain cat:p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
