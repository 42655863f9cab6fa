import { RETURN_PHOTOS_MAX } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { IMAGE_TYPES } from '../../app/image-files';
import { useObjectUrl } from '../../app/use-object-url';
import type { ChosenPhoto } from '../model/return-photos';

/** Props of the return form's photos. */
export interface ReturnPhotoPickerProps {
  photos: readonly ChosenPhoto[];
  /** What applies to the photos as a whole (one too many, refused ones left in). */
  error: string | null;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
}

export const UNREADABLE_PHOTO = 'This file does not open as a picture; remove it and choose a JPEG, PNG or WebP photo.';

function PhotoPreview({ photo, number, onRemove }: { photo: ChosenPhoto; number: number; onRemove: () => void }) {
  const url = useObjectUrl(photo.file);
  const errorId = useId();
  // Named like a picture but not one (checked by its bytes only on the server): said now, not as a broken image.
  const [unreadable, setUnreadable] = useState(false);
  const problem = photo.problem ?? (unreadable ? UNREADABLE_PHOTO : null);
  return (
    <li className="acc:flex acc:items-start acc:gap-3">
      <span className="acc:flex acc:size-16 acc:shrink-0 acc:items-center acc:justify-center acc:overflow-hidden acc:rounded-md acc:bg-slate-100">
        {url && !problem ? (
          <img
            src={url}
            alt={`Preview ${number}: ${photo.file.name}`}
            onError={() => setUnreadable(true)}
            className="acc:size-full acc:object-cover"
          />
        ) : null}
      </span>
      <div className="acc:min-w-0 acc:flex-1">
        <p className="acc:truncate acc:text-sm acc:text-slate-800">{photo.file.name}</p>
        {problem ? (
          <p id={errorId} role="alert" className="acc:text-sm acc:text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove photo ${number}`}
        aria-describedby={problem ? errorId : undefined}
        className="acc:rounded-md acc:px-2 acc:py-1 acc:text-sm acc:font-semibold acc:text-red-700 acc:hover:bg-red-50 acc:focus-visible:outline-2 acc:focus-visible:outline-brand-600"
      >
        Remove
      </button>
    </li>
  );
}

/**
 * Up to three photos of what is being returned: JPEG, PNG or WebP of up to 2 MB each, checked when
 * chosen (as an avatar is), each with its preview, its own error and a Remove button.
 */
export function ReturnPhotoPicker({ photos, error, disabled, onChoose, onRemove }: ReturnPhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= RETURN_PHOTOS_MAX;
  return (
    <div>
      <p id={`${id}-label`} className="acc:text-sm acc:font-medium acc:text-slate-900">
        Photos (optional)
      </p>
      <p id={`${id}-hint`} className="acc:text-xs acc:text-slate-600">
        Up to {RETURN_PHOTOS_MAX} photos of the damage: JPEG, PNG or WebP, up to 2 MB each.
      </p>
      {photos.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="acc:mt-2 acc:space-y-2">
          {photos.map((photo, index) => (
            <PhotoPreview
              key={photo.key}
              photo={photo}
              number={index + 1}
              onRemove={() => {
                onRemove(photo.key);
                // Focus goes back to adding, not to the page's top, once the button is gone.
                input.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={id}
        className={`acc:mt-2 acc:inline-flex acc:items-center acc:rounded-md acc:border acc:border-brand-600 acc:bg-white acc:px-3 acc:py-1.5 acc:text-sm acc:font-semibold acc:text-brand-700 acc:has-[:focus-visible]:outline-2 acc:has-[:focus-visible]:outline-offset-2 acc:has-[:focus-visible]:outline-brand-600 ${
          full || disabled ? 'acc:cursor-not-allowed acc:opacity-60' : 'acc:cursor-pointer acc:hover:bg-brand-50'
        }`}
      >
        {photos.length > 0 ? 'Add more photos' : 'Add photos'}
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-disabled={full || undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onClick={(event) => {
            // Kept focusable when full, so focus has somewhere to go after a removal; it opens nothing.
            if (full) event.preventDefault();
          }}
          onChange={(event) => {
            onChoose(Array.from(event.target.files ?? []));
            // The same file can be picked again after a removal.
            event.target.value = '';
          }}
          className="acc:sr-only"
        />
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="acc:mt-1 acc:text-sm acc:text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
