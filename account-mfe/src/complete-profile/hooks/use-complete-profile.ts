import { useStore } from '@nanostores/react';
import { $location, navigate } from '@shop/shared/navigation';
import { $session, setUser, toast } from '@shop/shared/stores';
import { type FormEvent, useRef, useState } from 'react';
import { useFormState } from '../../app/form/form-state';
import { completeProfile } from '../api/complete-profile';
import {
  COMPLETE_PROFILE_MESSAGES,
  type CompleteProfileValues,
  checkCompleteProfile,
  completeProfileBody,
  completeProfileFailure,
  pathAfterCompleting,
} from '../model/complete-profile-form';

/** /userverify: phone number and account type for a signed-in shopper whose profile lacks them. */
export function useCompleteProfile() {
  const { userInfo } = useStore($session);
  const form = useFormState<CompleteProfileValues>({ phoneNumber: '', accountType: '' });
  const [saving, setSaving] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !userInfo) return;
    const errors = checkCompleteProfile(form.values);
    form.setErrors(errors);
    if (errors.phoneNumber) phoneRef.current?.focus();
    else if (errors.accountType) typeRef.current?.focus();
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      const saved = await completeProfile(completeProfileBody(form.values, userInfo.fullName));
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

  return { ...form, signedIn: Boolean(userInfo), saving, submit, phoneRef, typeRef };
}
