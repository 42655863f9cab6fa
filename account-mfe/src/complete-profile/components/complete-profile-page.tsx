import type { PageProps } from '@shop/shared/page';
import { Button, RadioGroup } from '@shop/shared/ui';
import { useId } from 'react';
import { AuthCard } from '../../app/form/auth-card';
import { submitClass } from '../../app/form/link-styles';
import { MissingStateNotice } from '../../app/form/missing-state-notice';
import { TextField } from '../../app/form/text-field';
import { useCompleteProfile } from '../hooks/use-complete-profile';
import { COMPLETE_PROFILE_TYPES } from '../model/complete-profile-form';

/** /userverify: the phone number and account type a profile needs before shopping. */
export function CompleteProfilePage(_props: PageProps) {
  const id = useId();
  const { values, errors, change, signedIn, saving, submit, phoneRef, typeRef } = useCompleteProfile();
  return (
    <AuthCard title="Complete Your Profile" intro="Add your phone number and account type so we can deliver your orders.">
      {!signedIn && <MissingStateNotice message="Please sign in to complete your profile." to="/signin" linkLabel="Sign In" />}
      <form noValidate onSubmit={submit} className="acc:space-y-5">
        <TextField
          id={`${id}-phone`}
          name="phoneNumber"
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={(value) => change('phoneNumber', value)}
          error={errors.phoneNumber}
          inputRef={phoneRef}
        />
        <RadioGroup
          id={`${id}-type`}
          name="accountType"
          legend="Account type"
          options={COMPLETE_PROFILE_TYPES}
          value={values.accountType}
          onChange={(value) => change('accountType', value)}
          error={errors.accountType}
          inputRef={typeRef}
        />
        <Button type="submit" busy={saving} disabled={!signedIn} className={submitClass}>
          {saving ? 'Saving…' : 'Save and Continue'}
        </Button>
      </form>
    </AuthCard>
  );
}
