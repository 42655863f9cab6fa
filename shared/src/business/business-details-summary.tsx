import { Button } from '@shop/shared/ui';
import { BUSINESS_DETAILS_MESSAGES, stateWithCode } from './business-details-messages';
import type { BusinessDetailsState } from './use-business-details';

/** The business details on record, with the buttons to edit or remove them; a prompt to add them when there are none. */
export function BusinessDetailsSummary({ business }: { business: BusinessDetailsState }) {
  const { details } = business;
  if (!business.registered)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-4">
        <p className="text-sm text-slate-700">{BUSINESS_DETAILS_MESSAGES.none}</p>
        <Button variant="secondary" onClick={business.edit}>
          Add Business Details
        </Button>
      </div>
    );
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">GSTIN</dt>
        <dd className="font-mono font-semibold text-slate-900">{details.gstin}</dd>
        <dt className="text-slate-600">Legal name</dt>
        <dd className="text-slate-900">{details.legalName}</dd>
        <dt className="text-slate-600">Billing address</dt>
        <dd className="text-slate-900">{details.billingAddress}</dd>
        <dt className="text-slate-600">Billing state</dt>
        <dd className="text-slate-900">{stateWithCode(details.billingStateCode)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={business.edit}>
          Edit Business Details
        </Button>
        <Button variant="secondary" onClick={business.remove} busy={business.saving}>
          Remove Business Details
        </Button>
      </div>
    </div>
  );
}
