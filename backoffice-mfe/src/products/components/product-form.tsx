import type { ProductName, StaffCategory, StaffProduct } from '@shop/shared/contracts';
import { Checkbox, SelectField, TextArea, TextField } from '@shop/shared/fields';
import { Button } from '@shop/shared/ui';
import { useProductForm } from '../hooks/use-product-form';

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

interface ProductFormProps {
  product?: StaffProduct;
  categories: readonly StaffCategory[];
  /** Every product, to link to; the product itself is left out. */
  products: readonly ProductName[];
  onSaved: (saved: StaffProduct) => void;
  onChangedMeanwhile: () => void;
  onCancel: () => void;
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="bo:space-y-3 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
      <legend className="bo:px-1 bo:text-sm bo:font-semibold bo:text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Every field of a product the shop shows, grouped as a shopper reads them; each refused field says why. */
export function ProductForm({ product, categories, products, onSaved, onChangedMeanwhile, onCancel }: ProductFormProps) {
  const { field, choice, saving, submit } = useProductForm(product, onSaved, onChangedMeanwhile);
  const id = product ? `product-${product.id}` : 'new-product';
  const categoryOptions = categories.map((category) => ({
    value: category.id,
    label: category.isActive ? category.categoryName : `${category.categoryName} (hidden)`,
  }));
  const linkOptions = products
    .filter((other) => other.id !== product?.id)
    .map((other) => ({ value: other.id, label: other.isActive ? other.productName : `${other.productName} (switched off)` }));
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={product ? `Edit ${product.productName}` : 'Add a product'}
      className="bo:space-y-4"
    >
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
      <div className="bo:flex bo:flex-wrap bo:gap-2">
        <Button type="submit" busy={saving}>
          {product ? 'Save Product' : 'Add Product'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
