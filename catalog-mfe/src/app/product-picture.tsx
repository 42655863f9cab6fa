import { apiAssetUrl, pictureSources } from '@shop/shared/runtime-config';
import type { ImgHTMLAttributes } from 'react';

type ProductPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The picture's address as the product names it. */
  address: string;
  /** How wide the picture is shown, so the browser picks the smallest width that fills it. */
  sizes: string;
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
 * A product's picture: a photo staff uploaded is offered as AVIF and WebP at each width it was
 * drawn at, so a phone downloads the smallest that fills its screen; a seeded drawing is one file.
 */
export function ProductPicture({ address, sizes, alt = '', ...image }: ProductPictureProps) {
  const sources = pictureSources(address);
  if (!sources.webpSrcSet || !sources.avifSrcSet) return <img src={apiAssetUrl(address)} alt={alt} {...image} />;
  return (
    <picture>
      <source type="image/avif" srcSet={absolute(sources.avifSrcSet)} sizes={sizes} />
      <img src={apiAssetUrl(sources.src)} srcSet={absolute(sources.webpSrcSet)} sizes={sizes} alt={alt} {...image} />
    </picture>
  );
}
