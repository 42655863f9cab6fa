import { shopperMessage } from '@shop/shared/api-client';
import type { BusinessDetails } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { cacheKey, mutateCache, type QueryKey, useQuery } from '@shop/shared/query';
import { toast } from '@shop/shared/stores';
import { type BusinessDetailsInput, businessDetailsSchema } from '@shop/shared/validation';
import { useState } from 'react';
import { fetchBusinessDetails, saveBusinessDetails } from './business-details-api';
import { BUSINESS_DETAILS_MESSAGES, hasBusinessDetails, NO_BUSINESS_DETAILS } from './business-details-messages';

const BUSINESS_DETAILS: QueryKey = ['business-details'];

const FIELD_ORDER = ['gstin', 'legalName', 'billingAddress', 'billingStateCode'] as const;

/**
 * The shopper's business details: read once, shown, and edited in a form checked with the API's own
 * schema. A refused or failed save keeps everything typed; the API's field messages land at the fields.
 */
export function useBusinessDetails() {
  const read = useQuery(BUSINESS_DETAILS, fetchBusinessDetails, NO_BUSINESS_DETAILS);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm<typeof businessDetailsSchema, BusinessDetailsInput>(businessDetailsSchema, NO_BUSINESS_DETAILS);
  const details: BusinessDetails = read.data;

  async function store(values: BusinessDetailsInput, removing: boolean) {
    if (saving) return;
    setSaving(true);
    try {
      const reply = await saveBusinessDetails(values);
      // Every panel showing them (the checkout's, the profile's) shows what was saved.
      mutateCache(cacheKey(BUSINESS_DETAILS), reply.details);
      setEditing(false);
      toast.success(removing ? BUSINESS_DETAILS_MESSAGES.removed : reply.message || BUSINESS_DETAILS_MESSAGES.saved);
    } catch (error) {
      const errors = serverFieldErrors(error);
      const first = FIELD_ORDER.find((field) => errors[field]);
      for (const field of FIELD_ORDER)
        if (errors[field]) form.setError(field, { message: errors[field] }, { shouldFocus: field === first });
      if (!first) toast.error(shopperMessage(error, BUSINESS_DETAILS_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return {
    status: read.status,
    retry: read.retry,
    details,
    registered: hasBusinessDetails(details),
    editing,
    saving,
    field: form.field,
    edit: () => {
      form.reset(details);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    submit: form.handleSubmit((values) => store(values, false)),
    remove: () => store(NO_BUSINESS_DETAILS, true),
  };
}

export type BusinessDetailsState = ReturnType<typeof useBusinessDetails>;
