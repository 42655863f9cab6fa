import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import type { StaffProduct } from '@shop/shared/contracts';
import { apiAssetUrl, MAX_PRODUCT_PICTURES } from '@shop/shared/runtime-config';
import { toast } from '@shop/shared/stores';
import { Button } from '@shop/shared/ui';
import { useRef, useState } from 'react';
import { productsApi } from '../api/products-api';

export const PICTURES_FAILED = 'The pictures could not be saved. Please try again.';

interface ProductPicturesProps {
  product: StaffProduct;
  /** The product as saved with its new pictures (or their new order). */
  onChanged: (product: StaffProduct) => void;
  onChangedMeanwhile: () => void;
}

/** The product's photos in the order the shop shows them: upload more, move one, or remove one. */
export function ProductPictures({ product, onChanged, onChangedMeanwhile }: ProductPicturesProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState(0);
  const images = product.productImages;
  const room = MAX_PRODUCT_PICTURES - images.length;

  const run = async (work: () => Promise<{ product: StaffProduct; message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await work();
      toast.success(saved.message);
      onChanged(saved.product);
    } catch (error) {
      toast.error(shopperMessage(error, PICTURES_FAILED));
      if (hasErrorCode(error, 'CHANGED_MEANWHILE')) onChangedMeanwhile();
    } finally {
      setBusy(false);
    }
  };

  const upload = () => {
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      toast.error('Choose one or more photos first.');
      return;
    }
    void run(async () => {
      const saved = await productsApi.addPictures(product.id, files);
      if (input.current) input.current.value = '';
      setChosen(0);
      return saved;
    });
  };

  const reorder = (next: string[]) => void run(() => productsApi.change(product.id, { productImages: next, version: product.version }));
  const move = (from: number, to: number) => {
    const next = [...images];
    const [image] = next.splice(from, 1);
    if (image) next.splice(to, 0, image);
    reorder(next);
  };

  return (
    <section aria-labelledby="pictures-title" className="bo:space-y-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
      <h2 id="pictures-title" className="bo:text-lg bo:font-semibold bo:text-slate-900">
        Photos
      </h2>
      <p className="bo:text-sm bo:text-slate-600">
        JPEG, PNG or WebP, at most 5 MB each. The first is the one cards and link previews show. Up to {MAX_PRODUCT_PICTURES} photos.
      </p>
      {images.length === 0 ? (
        <p className="bo:text-sm bo:text-slate-700">No photos yet: the shop shows a blank square until one is added.</p>
      ) : (
        <ol aria-label="Photos in the order shown" className="bo:grid bo:grid-cols-2 bo:gap-3 bo:sm:grid-cols-4">
          {images.map((image, index) => (
            <li key={image} className="bo:space-y-2 bo:rounded-lg bo:border bo:border-slate-200 bo:p-2">
              <img
                src={apiAssetUrl(image)}
                alt={`${product.productName}, ${index + 1} of ${images.length}`}
                width={160}
                height={160}
                className="bo:aspect-square bo:w-full bo:object-contain"
              />
              <div className="bo:flex bo:flex-wrap bo:gap-1">
                <Button
                  variant="secondary"
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  ←
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy || index === images.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move photo ${index + 1} later`}
                >
                  →
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => reorder(images.filter((other) => other !== image))}
                  aria-label={`Remove photo ${index + 1}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {room > 0 ? (
        <div className="bo:flex bo:flex-wrap bo:items-end bo:gap-2">
          {/* A file input is as wide as its browser draws it: held to the screen on a 320 px phone. */}
          <div className="bo:min-w-0 bo:max-w-full bo:space-y-1">
            <label htmlFor="product-photos" className="bo:block bo:text-sm bo:font-medium bo:text-slate-800">
              Add photos
            </label>
            <input
              ref={input}
              id="product-photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setChosen(event.target.files?.length ?? 0)}
              className="bo:block bo:w-full bo:max-w-full bo:text-sm"
            />
          </div>
          <Button onClick={upload} busy={busy} disabled={chosen === 0}>
            Upload {chosen > 1 ? `${chosen} Photos` : 'Photo'}
          </Button>
        </div>
      ) : (
        <p className="bo:text-sm bo:text-slate-700">This product has as many photos as it can show. Remove one to add another.</p>
      )}
    </section>
  );
}
