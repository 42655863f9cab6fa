import type { StaffBanner } from '@shop/shared/contracts';
import { Checkbox, TextArea, TextField } from '@shop/shared/fields';
import { FormActions } from '../../app/form-actions';
import { useBannerForm } from '../hooks/use-banner-form';
import { BannerPictureField } from './banner-picture-field';

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
        <BannerPictureField id={id} picture={picture} pictureError={pictureError} choosePicture={choosePicture} uploading={uploading} />
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
      <FormActions saveLabel={banner ? 'Save Slide' : 'Add Slide'} saving={saving} disabled={uploading} onCancel={onCancel} />
    </form>
  );
}
