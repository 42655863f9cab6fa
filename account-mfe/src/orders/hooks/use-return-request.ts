import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { returnRequestSchema } from '@shop/shared/validation';
import { useRef, useState } from 'react';
import { requestReturn } from '../api/request-return';
import { addPhotos, type ChosenPhoto, markRefused, RETURN_PHOTO_MESSAGES, refusedPicture } from '../model/return-photos';

export const RETURN_FAILED = 'The return could not be requested. Please try again.';

// The codes of photos the API refused by their bytes, size or number.
const PHOTO_REFUSALS = ['NOT_AN_IMAGE', 'IMAGE_TOO_LARGE', 'TOO_MANY_IMAGES'] as const;

/** The photos of the return form: chosen, checked, removed; an error for the whole field when one applies. */
function useReturnPhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const counter = useRef(0);
  const nextKey = () => {
    counter.current += 1;
    return `photo-${counter.current}`;
  };
  return {
    photos,
    error,
    setError,
    setPhotos,
    choose(files: readonly File[]) {
      const { photos: next, leftOut } = addPhotos(photos, files, nextKey);
      setPhotos(next);
      setError(leftOut ? RETURN_PHOTO_MESSAGES.tooMany : null);
    },
    remove(key: string) {
      setPhotos(photos.filter((photo) => photo.key !== key));
      setError(null);
    },
  };
}

/** The return form of one delivered order: the reason and the photos are checked, sent, and the orders read again. */
export function useReturnRequest(orderId: string, onDone: () => void) {
  const form = useSchemaForm(returnRequestSchema, { reason: '' });
  const photos = useReturnPhotos();
  const [sending, setSending] = useState(false);

  const submit = form.handleSubmit(async ({ reason }) => {
    if (sending) return;
    if (photos.photos.some((photo) => photo.problem)) {
      photos.setError(RETURN_PHOTO_MESSAGES.removeRefused);
      return;
    }
    setSending(true);
    try {
      toast.success(
        await requestReturn(
          orderId,
          reason,
          photos.photos.map((photo) => photo.file),
        ),
      );
      onDone();
    } catch (error) {
      // What was typed and chosen stays in the form, to send again; a refused photo is marked where it is.
      if (hasErrorCode(error, ...PHOTO_REFUSALS)) {
        const picture = refusedPicture(error.body);
        if (picture === null) photos.setError(error.message);
        else photos.setPhotos(markRefused(photos.photos, picture, error.message));
      } else {
        toast.error(shopperMessage(error, RETURN_FAILED));
      }
      setSending(false);
    }
  });

  return {
    field: form.field,
    photos: photos.photos,
    photosError: photos.error,
    choosePhotos: photos.choose,
    removePhoto: photos.remove,
    sending,
    submit,
  } as const;
}
