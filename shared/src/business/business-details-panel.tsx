import { LoadView, Skeleton } from '@shop/shared/ui';
import { useId } from 'react';
import { BusinessDetailsForm } from './business-details-form';
import { BUSINESS_DETAILS_MESSAGES } from './business-details-messages';
import { BusinessDetailsSummary } from './business-details-summary';
import { useBusinessDetails } from './use-business-details';

/** Props of the business-details panel. */
export interface BusinessDetailsPanelProps {
  /** The panel's heading level: 2 on a page of its own sections, 3 inside another section. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A shopper's GSTIN, legal name and billing address for their invoices, shown and edited in place;
 * used on the profile and at checkout, where the order placed next carries them.
 */
export function BusinessDetailsPanel({ headingLevel = 2, className }: BusinessDetailsPanelProps) {
  const id = useId();
  const business = useBusinessDetails();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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
          {business.editing ? <BusinessDetailsForm id={id} business={business} /> : <BusinessDetailsSummary business={business} />}
        </LoadView>
      </div>
    </section>
  );
}
