import { Button, LoadView, Skeleton } from '@shop/shared/ui';
import { useId, useState } from 'react';
import { useSavedAddresses } from '../hooks/use-saved-addresses';
import { ADDRESS_MESSAGES } from '../model/address-messages';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

/** 'Your Saved address': the list with delete, its loading, empty and error states, and the Add Address form. */
export function SavedAddresses() {
  const { addresses, status, loadError, deleting, retry, add, remove } = useSavedAddresses();
  const [adding, setAdding] = useState(false);
  const headingId = useId();

  const save = async (address: Parameters<typeof add>[0]) => {
    const saved = await add(address);
    if (saved) setAdding(false);
    return saved;
  };

  return (
    <section aria-labelledby={headingId} className="acc:space-y-4">
      <div className="acc:flex acc:flex-wrap acc:items-center acc:justify-between acc:gap-3">
        <h2 id={headingId} className="acc:text-xl acc:font-semibold acc:text-slate-900">
          Your Saved address
        </h2>
        <Button variant={adding ? 'secondary' : 'primary'} aria-expanded={adding} onClick={() => setAdding((value) => !value)}>
          Add Address
        </Button>
      </div>

      {adding && <AddressForm onSave={save} onCancel={() => setAdding(false)} />}

      <LoadView
        status={status}
        loading={
          <div role="status" aria-label="Loading your addresses" className="acc:grid acc:gap-3 acc:sm:grid-cols-2">
            <Skeleton className="acc:h-32" />
            <Skeleton className="acc:h-32" />
          </div>
        }
        failure={loadError}
        onRetry={retry}
        isEmpty={addresses.length === 0}
        empty={
          <p className="acc:rounded-lg acc:border acc:border-dashed acc:border-slate-300 acc:p-6 acc:text-center acc:text-slate-600">
            {ADDRESS_MESSAGES.empty}
          </p>
        }
      >
        <ul className="acc:grid acc:gap-3 acc:sm:grid-cols-2">
          {addresses.map((address, index) => (
            <AddressCard
              key={address._id}
              address={address}
              title={`Address ${index + 1}`}
              deleting={deleting.has(address._id)}
              onDelete={() => void remove(address._id)}
            />
          ))}
        </ul>
      </LoadView>
    </section>
  );
}
