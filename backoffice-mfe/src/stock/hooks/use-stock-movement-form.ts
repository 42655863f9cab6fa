import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { type StockMovementBody, stockMovementForm } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { stockApi } from '../api/stock-api';

export const MOVE_FAILED = 'The stock could not be changed. Please try again.';

const FIELDS = ['change', 'reason', 'note'] as const;

/** The form as typed: the change is text until the schema reads it as whole units. */
interface StockMovementFormValues {
  change: string;
  reason: StockMovementBody['reason'] | undefined;
  note: string;
}

/** Books a change of one product's stock; the API refuses one that would take it below zero, and says how many there are. */
export function useStockMovementForm(productId: string, onMoved: () => void) {
  const form = useSchemaForm<typeof stockMovementForm, StockMovementFormValues>(stockMovementForm, {
    change: '',
    reason: undefined,
    note: '',
  });
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async ({ note, ...body }) => {
    if (saving) return;
    setSaving(true);
    try {
      toast.success(await stockApi.move(productId, { ...body, ...(note ? { note } : {}) }));
      form.reset();
      onMoved();
    } catch (error) {
      // What was typed stays; a refused field is marked, and a count the stock cannot cover is said at the change.
      const message = shopperMessage(error, MOVE_FAILED);
      toast.error(message);
      const refused = serverFieldErrors(error);
      if (hasErrorCode(error, 'STOCK_BELOW_ZERO')) refused.change = message;
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
    } finally {
      setSaving(false);
    }
  });

  return { field: form.field, saving, submit } as const;
}
