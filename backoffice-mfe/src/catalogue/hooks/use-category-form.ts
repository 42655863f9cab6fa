import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { categoryForm, type StaffCategory } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { catalogueApi } from '../api/catalogue-api';

export const CATEGORY_SAVE_FAILED = 'The category could not be saved. Please try again.';

const FIELDS = ['categoryName', 'sortOrder', 'isActive'] as const;

interface CategoryFormValues {
  categoryName: string;
  sortOrder: string;
  isActive: boolean;
}

/**
 * Adds a category, or changes `category` from the copy shown: an edit someone saved meanwhile is
 * refused by the API, and the page reloads the list so the staff member sees it before trying again.
 */
export function useCategoryForm(category: StaffCategory | undefined, onSaved: () => void) {
  const form = useSchemaForm<typeof categoryForm, CategoryFormValues>(categoryForm, {
    categoryName: category?.categoryName ?? '',
    sortOrder: String(category?.sortOrder ?? 0),
    isActive: category?.isActive ?? true,
  });
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (body) => {
    if (saving) return;
    setSaving(true);
    try {
      toast.success(
        category
          ? await catalogueApi.changeCategory(category.id, { ...body, version: category.version })
          : await catalogueApi.addCategory(body),
      );
      if (!category) form.reset();
      onSaved();
    } catch (error) {
      const message = shopperMessage(error, CATEGORY_SAVE_FAILED);
      toast.error(message);
      const refused = serverFieldErrors(error);
      if (hasErrorCode(error, 'NAME_TAKEN')) refused.categoryName = message;
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
      if (hasErrorCode(error, 'CHANGED_MEANWHILE')) onSaved();
    } finally {
      setSaving(false);
    }
  });

  return { field: form.field, choice: form.choice, saving, submit } as const;
}
