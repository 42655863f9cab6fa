import { SelectField, TextField } from '@shop/shared/fields';
import { GST_STATES } from '@shop/shared/location';
import { Button, LoadView, Skeleton } from '@shop/shared/ui';
import { useId } from 'react';
import { BUSINESS_DETAILS_MESSAGES, stateWithCode } from './business-details-messages';
import { useBusinessDetails } from './use-business-details';

/** Props of the business-details panel. */
export interface BusinessDetailsPanelProps {
  /** The panel's heading level: 2 on a page of its own sections, 3 inside another section. */
  headingLevel?: 2 | 3;
  className?: string;
}

const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: stateWithCode(state.code) }));

/**
 * A shopper's GSTIN, legal name and billing address for their invoices, shown and edited in place;
 * used on the profile and at checkout, where the order placed next carries them.
 */
export function BusinessDetailsPanel({ headingLevel = 2, className }: BusinessDetailsPanelProps) {
  const id = useId();
  const business = useBusinessDetails();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { details } = business;

  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <Heading id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {BUSINESS_DETAILS_MESSAGES.title}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{BUSINESS_DETAILS_MESSAGES.intro}</p>
      <div className="mt-4">
        <LoadView
          status={business.status}
          loading={
            <div role="status" aria-label={BUSINESS_DETAILS_MESSAGES.loading}>
              <Skeleton className="h-16 w-full" />
            </div>
          }
          failure={BUSINESS_DETAILS_MESSAGES.loadFailed}
          onRetry={business.retry}
        >
          {business.editing ? (
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
          ) : business.registered ? (
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
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed border-slate-300 p-4">
              <p className="text-sm text-slate-700">{BUSINESS_DETAILS_MESSAGES.none}</p>
              <Button variant="secondary" onClick={business.edit}>
                Add Business Details
              </Button>
            </div>
          )}
        </LoadView>
      </div>
    </section>
  );
}
