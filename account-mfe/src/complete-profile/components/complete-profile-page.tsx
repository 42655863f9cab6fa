import { RadioGroup, TextField } from '@shop/shared/fields';
import type { PageProps } from '@shop/shared/page';
import { Button } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { submitClass } from '../../app/form/link-styles';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { useCompleteProfile } from '../hooks/use-complete-profile';
import { COMPLETE_PROFILE_TYPES } from '../model/complete-profile-form';

/** /userverify: the phone number and account type a profile needs before shopping. */
export function CompleteProfilePage(_props: PageProps) {
  const id = useId();
  const { field, choice, signedIn, saving, submit } = useCompleteProfile();
  return (
    <AuthCard title="Complete Your Profile" intro="Add your phone number and account type so we can deliver your orders.">
      {!signedIn && <MissingStateNotice message="Please sign in to complete your profile." to="/signin" linkLabel="Sign In" />}
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <TextField id={`${id}-phone`} label="Phone number" type="tel" inputMode="numeric" autoComplete="tel" {...field('phoneNumber')} />
        <RadioGroup id={`${id}-type`} legend="Account type" options={COMPLETE_PROFILE_TYPES} {...choice('accountType')} />
        <Button type="submit" busy={saving} disabled={!signedIn} className={submitClass}>
          {saving ? 'Saving…' : 'Save and Continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
