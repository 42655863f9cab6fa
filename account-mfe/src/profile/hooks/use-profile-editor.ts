import { ApiError, errorMessage } from '@shop/shared/api-client';
import type { User } from '@shop/shared/contracts';
import { setUser, toast } from '@shop/shared/stores';
import { type FormEvent, useState } from 'react';
import { updateProfile } from '../api/update-profile';
import {
  avatarProblem,
  draftFrom,
  fullNameProblem,
  hasChanges,
  PROFILE_MESSAGES,
  type ProfileDraft,
  profileFormData,
} from '../model/profile-edit';
import { useObjectUrl } from './use-object-url';

// decision 006: the codes of a picture refused by its size or its bytes.
const PICTURE_REFUSALS = new Set(['IMAGE_TOO_LARGE', 'NOT_AN_IMAGE']);

/** The profile card's view and edit modes, its draft and the save. */
export function useProfileEditor(user: User) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(user));
  const [nameError, setNameError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = useObjectUrl(draft.image);

  function reset() {
    setDraft(draftFrom(user));
    setNameError(null);
    setImageError(null);
  }

  /** Edit Profile / Cancel: Cancel puts the saved values back. */
  function toggleEditing() {
    if (saving) return;
    reset();
    setEditing((value) => !value);
  }

  function changeName(fullName: string) {
    setDraft((current) => ({ ...current, fullName }));
    setNameError(null);
  }

  /** Takes a chosen file as the new avatar, or says why it cannot be one without sending it. */
  function chooseImage(file: File | null) {
    if (!file) return;
    const problem = avatarProblem(file);
    setImageError(problem);
    if (!problem) setDraft((current) => ({ ...current, image: file }));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = fullNameProblem(draft.fullName);
    if (problem) {
      setNameError(problem);
      return;
    }
    if (!hasChanges(draft, user)) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateProfile(profileFormData(draft));
      toast.success(PROFILE_MESSAGES.saved);
      // The header and every section read the session store, so the new name shows at once.
      setUser({ ...user, ...saved });
      setDraft(draftFrom(saved));
      setImageError(null);
      setEditing(false);
    } catch (error) {
      // SPEC §8 shows this in a success-styled toast; a neutral one keeps its text without claiming success.
      // The draft stays as typed so the shopper can try again.
      toast.info(PROFILE_MESSAGES.failed);
      // A picture the server refused by its bytes is explained beside the picker.
      if (error instanceof ApiError && PICTURE_REFUSALS.has(error.errorCode))
        setImageError(errorMessage(error, PROFILE_MESSAGES.avatarType));
    } finally {
      setSaving(false);
    }
  }

  return { editing, draft, nameError, imageError, saving, preview, toggleEditing, changeName, chooseImage, save };
}
