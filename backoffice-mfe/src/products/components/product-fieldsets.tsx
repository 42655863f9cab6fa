import type { ProductName, StaffCategory } from '@shop/shared/contracts';
import { Checkbox, SelectField, TextArea, TextField } from '@shop/shared/fields';
import type { ReactNode } from 'react';
import type { useProductForm } from '../hooks/use-product-form';

const UNITS = [
  { value: 'g', label: 'grams (g)' },
  { value: 'kg', label: 'kilograms (kg)' },
  { value: 'ml', label: 'millilitres (ml)' },
  { value: 'L', label: 'litres (L)' },
  { value: 'pieces', label: 'pieces' },
] as const;

const CHARGE_TYPES = [
  { value: 'amount', label: 'Rupees a unit' },
  { value: 'percentage', label: 'Percent of the price' },
] as const;

/** What a group of the product form needs: the prefix of its fields' ids, and the form's registrations. */
interface GroupProps {
  id: string;
  form: Pick<ReturnType<typeof useProductForm>, 'field' | 'choice'>;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="bo:space-y-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
      <legend className="bo:px-1 bo:text-sm bo:font-semibold bo:text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Name, category and the words of its shop page. */
export function WhatItIsGroup({ id, form: { field }, categories }: GroupProps & { categories: readonly StaffCategory[] }) {
  const categoryOptions = categories.map((category) => ({
    value: category.id,
    label: category.isActive ? category.categoryName : `${category.categoryName} (hidden)`,
  }));
  return (
    <Group title="What it is">
      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2">
        <TextField id={`${id}-name`} label="Name" autoComplete="off" required {...field('productName')} />
        <SelectField
          id={`${id}-category`}
          label="Category"
          placeholder="Choose a category"
          options={categoryOptions}
          required
          {...field('categoryId')}
        />
        <TextArea id={`${id}-description`} label="Description" rows={4} className="bo:sm:col-span-2" {...field('description')} />
        <TextArea
          id={`${id}-highlights`}
          label="Highlights"
          hint="One a line, label and value, such as Brand: Ujjwal"
          rows={4}
          {...field('highlights')}
        />
        <TextArea
          id={`${id}-information`}
          label="Information"
          hint="A section’s title on its own line, then its lines starting with -"
          rows={4}
          {...field('information')}
        />
      </div>
    </Group>
  );
}

/** The packs it is sold in, its price and what is charged on top. */
export function PacksAndPriceGroup({ id, form: { field } }: GroupProps) {
  return (
    <Group title="Packs and price">
      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2 bo:lg:grid-cols-3">
        <TextArea
          id={`${id}-packs`}
          label="Pack sizes"
          hint="One a line: size, price in ₹ — such as 500, 120. The first is shown."
          rows={3}
          required
          {...field('weight')}
        />
        <SelectField id={`${id}-unit`} label="Sizes are in" options={UNITS} required {...field('weightUnit')} />
        <TextField id={`${id}-price`} label="Price (₹)" inputMode="decimal" autoComplete="off" required {...field('price')} />
        <TextField
          id={`${id}-discounted`}
          label="Discounted price (₹)"
          hint="0: no discount"
          inputMode="decimal"
          autoComplete="off"
          {...field('discountedAmount')}
        />
        <TextField id={`${id}-charges`} label="Other charges" inputMode="decimal" autoComplete="off" {...field('otherCharges')} />
        <SelectField id={`${id}-charge-type`} label="Other charges are" options={CHARGE_TYPES} {...field('otherChargesType')} />
      </div>
    </Group>
  );
}

/** The HSN code and GST rates its invoices carry. */
export function TaxGroup({ id, form: { field } }: GroupProps) {
  return (
    <Group title="Tax">
      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2 bo:lg:grid-cols-4">
        <TextField
          id={`${id}-hsn`}
          label="HSN code"
          hint="4, 6 or 8 digits"
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('hsnCode')}
        />
        <TextField id={`${id}-cgst`} label="CGST (%)" inputMode="decimal" autoComplete="off" {...field('cgst')} />
        <TextField id={`${id}-sgst`} label="SGST (%)" inputMode="decimal" autoComplete="off" {...field('sgst')} />
        <TextField
          id={`${id}-igst`}
          label="IGST (%)"
          hint="Or CGST and SGST, not both"
          inputMode="decimal"
          autoComplete="off"
          {...field('igst')}
        />
      </div>
    </Group>
  );
}

/** Whether it is on sale, the products shown beside it, and when the warehouse hears its stock is low. */
export function OnTheShopGroup({
  id,
  form: { field, choice },
  products,
  productId,
}: GroupProps & { products: readonly ProductName[]; productId: string | undefined }) {
  const linkOptions = products
    .filter((other) => other.id !== productId)
    .map((other) => ({ value: other.id, label: other.isActive ? other.productName : `${other.productName} (switched off)` }));
  return (
    <Group title="On the shop">
      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2">
        <SelectField
          id={`${id}-linked`}
          label="Customers also use"
          hint="Hold Ctrl (⌘ on a Mac) to choose several"
          multiple
          size={6}
          options={linkOptions}
          {...field('linkedProductIds')}
        />
        <div className="bo:space-y-3">
          <TextField
            id={`${id}-low`}
            label="Low-stock level"
            hint="At or below it the warehouse is told"
            inputMode="numeric"
            autoComplete="off"
            {...field('lowStockThreshold')}
          />
          <Checkbox id={`${id}-active`} {...choice('isActive')} label="On sale (shown on the shop)" />
        </div>
      </div>
    </Group>
  );
}
