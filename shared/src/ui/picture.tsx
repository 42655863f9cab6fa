import { apiAssetUrl, pictureSources } from '@shop/shared/runtime-config';
import type { ImgHTMLAttributes } from 'react';

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The picture's address as the product (or banner) names it. */
  address: string;
  /** How wide the picture is shown, so the browser picks the smallest width that fills it. */
  sizes: string;
  /** The widest variant worth offering, in pixels, for a picture that is never shown large. */
  widest?: number;
};

const absolute = (srcSet: string) =>
  srcSet
    .split(', ')
    .map((entry) => {
      const [url = '', width] = entry.split(' ');
      return `${apiAssetUrl(url)} ${width}`;
    })
    .join(', ');

/**
 * A product's or a banner's picture at each width it is drawn at, so a phone downloads the
 * smallest that fills its screen: a photo staff uploaded as AVIF and WebP, a seeded drawing as WebP
 * (never its SVG, which the browser would lay out on the main thread); any other address as is.
 */
export function Picture({ address, sizes, widest, alt = '', ...image }: PictureProps) {
  const sources = pictureSources(address, widest);
  if (!sources.webpSrcSet) return <img src={apiAssetUrl(address)} alt={alt} {...image} />;
  const img = <img src={apiAssetUrl(sources.src)} srcSet={absolute(sources.webpSrcSet)} sizes={sizes} alt={alt} {...image} />;
  if (!sources.avifSrcSet) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={absolute(sources.avifSrcSet)} sizes={sizes} />
      {img}
    </picture>
  );
}
