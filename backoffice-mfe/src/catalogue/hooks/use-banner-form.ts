import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { bannerForm, type StaffBanner } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';

export const BANNER_SAVE_FAILED = 'The slide could not be saved. Please try again.';
export const PICTURE_FAILED = 'The picture could not be uploaded. Please try again.';

const FIELDS = ['url', 'title', 'text', 'link', 'sortOrder', 'isActive', 'startsAt', 'endsAt'] as const;

interface BannerFormValues {
  url: string;
  title: string;
  text: string;
  link: string;
  sortOrder: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
}

/** A moment as a date-and-time field shows it, in this browser's own time. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const moment = new Date(iso);
  const local = new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * Adds a slide, or changes `banner` from the copy shown. The picture is uploaded as soon as it is
 * chosen (the API draws it again and answers its address), so saving sends words alone.
 */
export function useBannerForm(banner: StaffBanner | undefined, onSaved: () => void) {
  const form = useSchemaForm<typeof bannerForm, BannerFormValues>(bannerForm, {
    url: banner?.url ?? '',
    title: banner?.title ?? '',
    text: banner?.text ?? '',
    link: banner?.link ?? '',
    sortOrder: String(banner?.sortOrder ?? 0),
    isActive: banner?.isActive ?? true,
    startsAt: localInputValue(banner?.startsAt ?? null),
    endsAt: localInputValue(banner?.endsAt ?? null),
  });
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const picture = form.watch('url');

  async function choosePicture(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue('url', await catalogueApi.uploadBannerPicture(file), { shouldDirty: true });
      form.clearErrors('url');
    } catch (error) {
      form.setError('url', { message: shopperMessage(error, PICTURE_FAILED) }, { shouldFocus: true });
    } finally {
      setUploading(false);
    }
  }

  const submit = form.handleSubmit(async (values) => {
    if (saving || uploading) return;
    setSaving(true);
    const body = { ...values, startsAt: values.startsAt?.toISOString() ?? null, endsAt: values.endsAt?.toISOString() ?? null };
    try {
      toast.success(
        banner ? await catalogueApi.changeBanner(banner.id, { ...body, version: banner.version }) : await catalogueApi.addBanner(body),
      );
      onSaved();
    } catch (error) {
      toast.error(shopperMessage(error, BANNER_SAVE_FAILED));
      const refused = serverFieldErrors(error);
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
      if (hasErrorCode(error, 'CHANGED_MEANWHILE')) onSaved();
    } finally {
      setSaving(false);
    }
  });

  const pictureError = form.formState.errors.url?.message;
  return { field: form.field, choice: form.choice, picture, pictureError, choosePicture, uploading, saving, submit } as const;
}
