import { FieldError } from '@shop/shared/fields';
import type { useBannerForm } from '../hooks/use-banner-form';

type PictureProps = { id: string } & Pick<ReturnType<typeof useBannerForm>, 'picture' | 'pictureError' | 'choosePicture' | 'uploading'>;

/** The slide's picture as it will show, and the file box that uploads a new one. */
export function BannerPictureField({ id, picture, pictureError, choosePicture, uploading }: PictureProps) {
  return (
    <div className="bo:space-y-2">
      {picture ? (
        <img
          src={picture}
          alt="Slide preview"
          className="bo:aspect-[3/1] bo:w-full bo:rounded bo:border bo:border-slate-200 bo:object-cover"
        />
      ) : (
        <div className="bo:flex bo:aspect-[3/1] bo:w-full bo:items-center bo:justify-center bo:rounded bo:border bo:border-dashed bo:border-slate-300 bo:text-xs bo:text-slate-500">
          No picture yet
        </div>
      )}
      <label htmlFor={`${id}-picture`} className="bo:block bo:text-sm bo:font-medium bo:text-slate-800">
        Picture <span className="bo:font-normal bo:text-slate-500">(JPEG, PNG or WebP, up to 2 MB)</span>
      </label>
      <input
        id={`${id}-picture`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-invalid={pictureError ? true : undefined}
        aria-describedby={pictureError ? `${id}-picture-error` : undefined}
        disabled={uploading}
        onChange={(event) => void choosePicture(event.target.files?.[0])}
        className="bo:block bo:w-full bo:text-sm"
      />
      {uploading ? <p className="bo:text-xs bo:text-slate-600">Uploading…</p> : null}
      <FieldError id={`${id}-picture`} error={pictureError} />
    </div>
  );
}
