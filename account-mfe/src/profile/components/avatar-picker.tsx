import { useId, useRef } from 'react';
import { AVATAR_TYPES } from '../model/profile-edit';

/** Props of the avatar upload in edit mode. */
export interface AvatarPickerProps {
  chosen: File | null;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}

/** A file input for JPEG, PNG or WebP up to 2 MB; the preview shows in the avatar above it. */
export function AvatarPicker({ chosen, error, disabled, onChoose }: AvatarPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label
        htmlFor={id}
        className="acc:inline-flex acc:cursor-pointer acc:items-center acc:rounded-md acc:border acc:border-brand-600 acc:bg-white acc:px-3 acc:py-1.5 acc:text-sm acc:font-semibold acc:text-brand-700 acc:hover:bg-brand-50 acc:has-[:focus-visible]:outline-2 acc:has-[:focus-visible]:outline-offset-2 acc:has-[:focus-visible]:outline-brand-600"
      >
        Change photo
        <input
          ref={input}
          id={id}
          name="profileImage"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          disabled={disabled}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChoose(event.target.files?.[0] ?? null);
            // The same file can be picked again after a refusal.
            event.target.value = '';
          }}
          className="acc:sr-only"
        />
      </label>
      <p id={`${id}-help`} className="acc:mt-1 acc:text-xs acc:text-slate-600">
        {chosen ? `Chosen: ${chosen.name}. Save Changes to keep it.` : 'JPEG, PNG or WebP, up to 2 MB.'}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="acc:mt-1 acc:text-sm acc:text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
