import { useStore } from '@nanostores/react';
import { useSchemaForm } from '@shop/shared/forms';
import { $location, navigate } from '@shop/shared/navigation';
import { $session, setUser, toast } from '@shop/shared/stores';
import { completeProfileSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { completeProfile } from '../api/complete-profile';
import {
  COMPLETE_PROFILE_MESSAGES,
  type CompleteProfileValues,
  completeProfileBody,
  completeProfileFailure,
  pathAfterCompleting,
} from '../model/complete-profile-form';

/** /userverify: phone number and account type for a signed-in shopper whose profile lacks them. */
export function useCompleteProfile() {
  const { userInfo } = useStore($session);
  const form = useSchemaForm(completeProfileSchema, { phoneNumber: '', accountType: '' } as CompleteProfileValues);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving || !userInfo) return;
    setSaving(true);
    try {
      const saved = await completeProfile(completeProfileBody(form.getValues(), userInfo.fullName));
      const user = { ...userInfo, ...saved.user };
      toast.success(saved.message || COMPLETE_PROFILE_MESSAGES.saved);
      // The shell sends a shopper with a complete profile away from this page as soon as the store
      // says so; storing the user once the page has changed keeps a wholesaler's way to /wholesaler.
      const stop = $location.listen(() => {
        stop();
        setUser(user);
      });
      navigate(pathAfterCompleting(user), { replace: true });
    } catch (error) {
      toast.error(completeProfileFailure(error));
      setSaving(false);
    }
  }

  return { field: form.field, choice: form.choice, signedIn: Boolean(userInfo), saving, submit: form.handleSubmit(save) };
}
