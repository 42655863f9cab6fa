import type { StaffBanner } from '@shop/shared/contracts';
import { Checkbox, FieldError, TextArea, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useBannerForm } from '../hooks/use-banner-form';

/** A slide's picture, words, link, position and schedule; a new slide when `banner` is none. */
export function BannerForm({ banner, onSaved, onCancel }: { banner?: StaffBanner; onSaved: () => void; onCancel?: () => void }) {
  const { field, choice, picture, pictureError, choosePicture, uploading, saving, submit } = useBannerForm(banner, onSaved);
  const id = banner ? `banner-${banner.id}` : 'new-banner';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={banner ? `Edit the slide ${banner.title ?? ''}`.trim() : 'Add a slide'}
      className="bo:space-y-3"
    >
      <div className="bo:grid bo:gap-3 bo:md:grid-cols-[12rem_minmax(0,1fr)]">
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
        <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2">
          <TextField id={`${id}-title`} label="Title" autoComplete="off" {...field('title')} />
          <TextField
            id={`${id}-link`}
            label="Link"
            hint="A page such as /offers, or an https address"
            autoComplete="off"
            {...field('link')}
          />
          <TextArea id={`${id}-text`} label="Text" className="bo:sm:col-span-2" {...field('text')} />
          <TextField id={`${id}-starts`} type="datetime-local" label="Shown from" hint="Empty: at once" {...field('startsAt')} />
          <TextField id={`${id}-ends`} type="datetime-local" label="Shown until" hint="Empty: until switched off" {...field('endsAt')} />
          <TextField
            id={`${id}-order`}
            label="Position"
            hint="0 comes first"
            inputMode="numeric"
            autoComplete="off"
            {...field('sortOrder')}
          />
          <Checkbox id={`${id}-shown`} {...choice('isActive')} label="Switched on" className="bo:sm:self-end bo:sm:pb-2" />
        </div>
      </div>
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        <Button type="submit" busy={saving} disabled={uploading}>
          {banner ? 'Save Slide' : 'Add Slide'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
