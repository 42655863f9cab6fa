import { hasErrorCode, shopperMessage } from '@shop/shared/api-client';
import { productForm, type StaffProduct } from '@shop/shared/contracts';
import { serverFieldErrors, useSchemaForm } from '@shop/shared/forms';
import { toast } from '@shop/shared/stores';
import { useState } from 'react';
import { productsApi } from '../api/products-api';

export const PRODUCT_SAVE_FAILED = 'The product could not be saved. Please try again.';

const FIELDS = [
  'productName',
  'categoryId',
  'weight',
  'weightUnit',
  'price',
  'discountedAmount',
  'cgst',
  'sgst',
  'igst',
  'otherCharges',
  'otherChargesType',
  'hsnCode',
  'description',
  'highlights',
  'information',
  'linkedProductIds',
  'isActive',
  'lowStockThreshold',
] as const;

/** The product form as typed: numbers, packs, highlights and sections are text until the schema reads them. */
export interface ProductFormValues {
  productName: string;
  categoryId: string;
  weight: string;
  weightUnit: StaffProduct['weightUnit'];
  price: string;
  discountedAmount: string;
  cgst: string;
  sgst: string;
  igst: string;
  otherCharges: string;
  otherChargesType: StaffProduct['otherChargesType'];
  hsnCode: string;
  description: string;
  highlights: string;
  information: string;
  linkedProductIds: string[];
  isActive: boolean;
  lowStockThreshold: string;
}

/** A product's fields as the form shows them: one pack, highlight or section line a line. */
export function typedProduct(product: StaffProduct | undefined): ProductFormValues {
  return {
    productName: product?.productName ?? '',
    categoryId: product?.categoryId ?? '',
    weight: (product?.weight ?? []).map((pack) => `${pack.weight}, ${pack.price}`).join('\n'),
    weightUnit: product?.weightUnit ?? 'g',
    price: product ? String(product.price) : '',
    discountedAmount: String(product?.discountedAmount ?? 0),
    cgst: String(product?.cgst ?? 9),
    sgst: String(product?.sgst ?? 9),
    igst: String(product?.igst ?? 0),
    otherCharges: String(product?.otherCharges ?? 0),
    otherChargesType: product?.otherChargesType ?? 'amount',
    hsnCode: product?.hsnCode ?? '',
    description: product?.description ?? '',
    highlights: (product?.highlights ?? []).map(([label, value]) => `${label}: ${value}`).join('\n'),
    information: (product?.information ?? [])
      .map((section) => [section.title, ...section.information.map((line) => `- ${line}`)].join('\n'))
      .join('\n\n'),
    linkedProductIds: product?.linkedProductIds ?? [],
    isActive: product?.isActive ?? true,
    lowStockThreshold: String(product?.lowStockThreshold ?? 10),
  };
}

/** Adds a product, or changes `product` from the copy shown; `onSaved` gets the product as saved. */
export function useProductForm(product: StaffProduct | undefined, onSaved: (saved: StaffProduct) => void, onChangedMeanwhile: () => void) {
  const form = useSchemaForm<typeof productForm, ProductFormValues>(productForm, typedProduct(product));
  const [saving, setSaving] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    try {
      const saved = product ? await productsApi.change(product.id, { ...values, version: product.version }) : await productsApi.add(values);
      toast.success(saved.message);
      onSaved(saved.product);
    } catch (error) {
      const message = shopperMessage(error, PRODUCT_SAVE_FAILED);
      toast.error(message);
      // The API names a pack's price as weight.0.price; the form has one box for every pack.
      const refused: Record<string, string> = {};
      for (const [path, text] of Object.entries(serverFieldErrors(error))) refused[path.split('.')[0] ?? path] ??= text;
      if (hasErrorCode(error, 'NO_SUCH_CATEGORY')) refused.categoryId = message;
      if (hasErrorCode(error, 'NO_SUCH_PRODUCT')) refused.linkedProductIds = message;
      const first = FIELDS.find((field) => refused[field]);
      for (const field of FIELDS) if (refused[field]) form.setError(field, { message: refused[field] }, { shouldFocus: field === first });
      if (hasErrorCode(error, 'CHANGED_MEANWHILE')) onChangedMeanwhile();
    } finally {
      setSaving(false);
    }
  });

  return { field: form.field, choice: form.choice, saving, submit } as const;
}
