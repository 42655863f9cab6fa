import { SelectField, TextField } from '@shop/shared/fields';
import { GST_STATES } from '@shop/shared/location';
import { Button } from '@shop/shared/ui';
import { stateWithCode } from './business-details-messages';
import type { BusinessDetailsState } from './use-business-details';

const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: stateWithCode(state.code) }));

/** The business details being edited; `id` prefixes the fields' ids, and `${id}-title` names the form. */
export function BusinessDetailsForm({ id, business }: { id: string; business: BusinessDetailsState }) {
  return (
    <form noValidate onSubmit={business.submit} aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-gstin`}
          label="GSTIN"
          hint="15 characters, e.g. 24AABCU9603R1ZT"
          maxLength={15}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...business.field('gstin')}
        />
        <TextField
          id={`${id}-legalName`}
          label="Legal name"
          hint="As registered with GST"
          autoComplete="organization"
          {...business.field('legalName')}
        />
        <TextField
          id={`${id}-billingAddress`}
          label="Billing address"
          autoComplete="street-address"
          {...business.field('billingAddress')}
        />
        <SelectField
          id={`${id}-billingStateCode`}
          label="Billing state"
          options={STATE_OPTIONS}
          placeholder="Select state"
          {...business.field('billingStateCode')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={business.cancel} disabled={business.saving}>
          Cancel
        </Button>
        <Button type="submit" busy={business.saving}>
          {business.saving ? 'Saving…' : 'Save Business Details'}
        </Button>
      </div>
    </form>
  );
}
