import { Button, EmptyState, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { useOffers } from '../hooks/use-offers';
import { OfferCard } from './offer-card';

/** /offers: the active coupons the shopper can use. */
export function OffersPage() {
  const { offers, status, error, retry } = useOffers();

  if (status === 'loading') return <PageSkeleton label="Loading offers…" />;

  return (
    <PageContainer>
      <h1 className="chk:mb-6 chk:text-2xl chk:font-bold chk:tracking-tight chk:text-slate-900 chk:sm:text-3xl">Special Offers</h1>
      {status === 'failed' && (
        <div
          role="alert"
          className="chk:flex chk:flex-wrap chk:items-center chk:gap-3 chk:rounded-lg chk:bg-red-50 chk:p-4 chk:text-red-800"
        >
          <p>{error}</p>
          <Button variant="secondary" onClick={retry}>
            Retry
          </Button>
        </div>
      )}
      {status === 'ready' && offers.length === 0 && <EmptyState title="No active offers" />}
      {status === 'ready' && offers.length > 0 && (
        <ul className="chk:grid chk:grid-cols-1 chk:gap-6 chk:sm:grid-cols-2 chk:lg:grid-cols-3">
          {offers.map((offer) => (
            <OfferCard key={offer._id} offer={offer} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
