import { shopperMessage } from '@shop/shared/api-client';
import type { Address, NewAddress } from '@shop/shared/contracts';
import { invalidateQueries, QUERY_ROOTS, useQuery } from '@shop/shared/query';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { addAddress } from '../api/add-address';
import { deleteAddress } from '../api/delete-address';
import { fetchAddresses } from '../api/fetch-addresses';
import { ADDRESS_MESSAGES } from '../model/address-messages';

const none: Address[] = [];

/** The saved-address list: loaded on open, with add and delete that update it without a reload. */
export function useSavedAddresses() {
  const load = useQuery([QUERY_ROOTS.addresses], fetchAddresses, none);
  // Adds and deletes since the read, so the list follows them without reading it again.
  const [added, setAdded] = useState<Address[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const read = new Set(load.data.map((address) => address._id));
  const addresses = [...load.data, ...added.filter((address) => !read.has(address._id))].filter((address) => !deleted.has(address._id));

  /** Saves a new address; resolves false (after a toast) when it was not saved. */
  async function add(address: NewAddress): Promise<boolean> {
    try {
      const saved = await addAddress(address);
      setAdded((current) => [...current, saved]);
      // The checkout's address list reads them again.
      invalidateQueries(QUERY_ROOTS.addresses);
      toast.success(ADDRESS_MESSAGES.saved);
      return true;
    } catch (error) {
      toast.error(shopperMessage(error, ADDRESS_MESSAGES.saveFailed));
      return false;
    }
  }

  async function remove(id: string): Promise<void> {
    if (deleting.has(id)) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      await deleteAddress(id);
      setDeleted((current) => new Set(current).add(id));
      invalidateQueries(QUERY_ROOTS.addresses);
      toast.success(ADDRESS_MESSAGES.deleted);
    } catch (error) {
      toast.error(shopperMessage(error, ADDRESS_MESSAGES.deleteFailed));
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  return {
    addresses,
    status: load.status,
    loadError: load.status === 'failed' ? shopperMessage(load.error, ADDRESS_MESSAGES.loadFailed) : null,
    deleting,
    retry: load.retry,
    add,
    remove,
  };
}
