import { cx, Picture } from '@shop/shared/ui';
import { type PointerEvent, useState } from 'react';

const ZOOM = 2;

interface Origin {
  x: number;
  y: number;
}

/** The gallery's large image; a mouse hovering over it magnifies the spot under the pointer. Touch never zooms. */
export function ZoomableImage({ address, alt }: { address: string | undefined; alt: string }) {
  const [origin, setOrigin] = useState<Origin | null>(null);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    // Touch and pen drags scroll the page; zooming under a finger would hide what it points at.
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin({ x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) });
  };

  return (
    <div
      data-testid="gallery-zoom"
      data-zoomed={origin ? 'true' : 'false'}
      onPointerMove={follow}
      onPointerLeave={() => setOrigin(null)}
      className={cx(
        'cat:relative cat:aspect-square cat:w-full cat:overflow-hidden cat:rounded-2xl cat:border cat:border-slate-200 cat:bg-white',
        origin && 'cat:cursor-zoom-in',
      )}
    >
      {address ? (
        <Picture
          address={address}
          // On a phone the picture fills the page's width less its padding and the frame's.
          sizes="(min-width: 768px) 50vw, calc(100vw - 5rem)"
          alt={alt}
          width={600}
          height={600}
          decoding="async"
          fetchPriority="high"
          style={origin ? { transform: `scale(${ZOOM})`, transformOrigin: `${origin.x}% ${origin.y}%` } : undefined}
          className="cat:size-full cat:object-contain cat:p-6 cat:transition-transform cat:duration-150 cat:motion-reduce:transition-none"
        />
      ) : (
        <div
          role="img"
          aria-label={alt}
          className="cat:flex cat:size-full cat:items-center cat:justify-center cat:text-sm cat:text-slate-500"
        >
          No image available
        </div>
      )}
    </div>
  );
}
