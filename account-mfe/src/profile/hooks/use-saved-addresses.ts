import { errorMessage } from '@shop/shared/api-client';
import type { Address, NewAddress } from '@shop/shared/contracts';
import { toast } from '@shop/shared/stores';
import { useCallback, useEffect, useState } from 'react';
import { addAddress } from '../api/add-address';
import { deleteAddress } from '../api/delete-address';
import { fetchAddresses } from '../api/fetch-addresses';
import { ADDRESS_MESSAGES, saveFailureMessage } from '../model/address-messages';

/** Loading, failed (with the message to show) or loaded. */
export type AddressesStatus = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

/** The saved-address list: loaded on open, with add and delete that update it without a reload. */
export function useSavedAddresses() {
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [status, setStatus] = useState<AddressesStatus>({ kind: 'loading' });
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(async () => {
    setStatus({ kind: 'loading' });
    try {
      setAddresses(await fetchAddresses());
      setStatus({ kind: 'ready' });
    } catch (error) {
      setStatus({ kind: 'error', message: errorMessage(error, ADDRESS_MESSAGES.loadFailed) });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  /** Saves a new address; resolves false (after a toast) when it was not saved. */
  async function add(address: NewAddress): Promise<boolean> {
    try {
      const saved = await addAddress(address);
      setAddresses((current) => [...current, saved]);
      toast.success(ADDRESS_MESSAGES.saved);
      return true;
    } catch (error) {
      toast.error(saveFailureMessage(error));
      return false;
    }
  }

  async function remove(id: string): Promise<void> {
    if (deleting.has(id)) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      await deleteAddress(id);
      setAddresses((current) => current.filter((address) => address._id !== id));
      toast.success(ADDRESS_MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, ADDRESS_MESSAGES.deleteFailed));
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return { addresses, status, deleting, load, add, remove };
}
