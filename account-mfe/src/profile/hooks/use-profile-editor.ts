import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';
import { useSchemaForm } from '@shop/shared/forms';
import { setUser, toast } from '@shop/shared/stores';
import { type ProfileEditValues, profileEditSchema } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { useObjectUrl } from '../../app/use-object-url';
import { updateProfile } from '../api/update-profile';
import { avatarProblem, draftFrom, hasChanges, PROFILE_MESSAGES, profileFormData } from '../model/profile-edit';

// decision 006: the codes of a picture refused by its size or its bytes.
const PICTURE_REFUSALS = ['IMAGE_TOO_LARGE', 'NOT_AN_IMAGE'] as const;

/** The profile card's view and edit modes, its form (name and new picture) and the save. */
export function useProfileEditor(user: User) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(profileEditSchema, draftFrom(user));
  const image = form.watch('image');
  const preview = useObjectUrl(image);
  const saving = form.formState.isSubmitting;

  /** Edit Profile / Cancel: Cancel puts the saved values back. */
  function toggleEditing() {
    if (saving) return;
    form.reset(draftFrom(user));
    setEditing((value) => !value);
  }

  /** Takes a chosen file as the new avatar, or says why it cannot be one without sending it. */
  function chooseImage(file: File | null) {
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) return form.setError('image', { message: problem });
    form.clearErrors('image');
    form.setValue('image', file);
  }

  async function save(draft: ProfileEditValues) {
    if (!hasChanges(draft, user)) {
      setEditing(false);
      return;
    }
    try {
      const saved = await updateProfile(profileFormData(draft));
      toast.success(PROFILE_MESSAGES.saved);
      // The header and every section read the session store, so the new name shows at once.
      setUser({ ...user, ...saved });
      form.reset(draftFrom(saved));
      setEditing(false);
    } catch (error) {
      // The shop shows this in a success-styled toast; a neutral one keeps its text without claiming success.
      // The draft stays as typed so the shopper can try again.
      toast.info(PROFILE_MESSAGES.failed);
      // A picture the server refused by its bytes is explained beside the picker.
      if (hasErrorCode(error, ...PICTURE_REFUSALS)) form.setError('image', { message: shopperMessage(error, PROFILE_MESSAGES.avatarType) });
    }
  }

  return {
    editing,
    image,
    nameField: form.field('fullName'),
    imageError: form.formState.errors.image?.message ?? null,
    saving,
    preview,
    toggleEditing,
    chooseImage,
    save: (event: FormEvent<HTMLFormElement>) => (saving ? event.preventDefault() : form.handleSubmit(save)(event)),
  };
}
