import { FieldError, SelectField, TextField } from '@shop/shared/fields';
import type { RegisteredField } from '@shop/shared/forms';
import { reloadPageData } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { canRemoveRow, type ProductRow, productsTakenElsewhere } from '../model/product-rows';
import type { ProductOptions } from '../model/wholesaler-loader';

export interface ProductRowsFieldProps {
  idPrefix: string;
  /** The rows as the form lists them; each keeps its own key. */
  rows: readonly Pick<ProductRow, 'key'>[];
  /** The rows' values as typed, for the products already taken. */
  values: readonly ProductRow[];
  options: ProductOptions;
  /** A row field's registration and error, by its path in the form ('products.0.quantity'). */
  field: (name: `products.${number}.${'productId' | 'quantity'}`) => RegisteredField;
  /** The list's own error ('Add at least one product'), shown above the rows. */
  listError?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

function OptionsStatus({ options }: { options: ProductOptions }) {
  if (options.status === 'failed') {
    return (
      <div
        role="alert"
        className="inq:flex inq:flex-wrap inq:items-center inq:gap-3 inq:rounded-lg inq:bg-red-50 inq:p-3 inq:text-sm inq:text-red-800"
      >
        <span>We could not load the product list.</span>
        <Button variant="secondary" onClick={reloadPageData}>
          Retry
        </Button>
      </div>
    );
  }
  if (options.products.length === 0) return <p className="inq:text-sm inq:text-slate-700">No products are available right now.</p>;
  return null;
}

/** The product rows: a product and a quantity each, rows added and removed, one always left. */
export function ProductRowsField({ idPrefix, rows, values, options, field, listError, onAdd, onRemove }: ProductRowsFieldProps) {
  const products = options.status === 'ready' ? options.products : [];
  const removable = canRemoveRow(values);
  return (
    <fieldset className="inq:space-y-4 inq:rounded-xl inq:border inq:border-slate-200 inq:p-4">
      <legend className="inq:px-1 inq:text-base inq:font-semibold inq:text-slate-900">Products</legend>
      <OptionsStatus options={options} />
      <FieldError id={`${idPrefix}-products`} error={listError} />
      <ol className="inq:space-y-4">
        {rows.map((row, index) => {
          const number = index + 1;
          const taken = productsTakenElsewhere(values, row.key);
          return (
            <li
              key={row.key}
              className="inq:grid inq:items-start inq:gap-3 inq:border-b inq:border-slate-100 inq:pb-4 inq:last:border-0 inq:sm:grid-cols-[minmax(0,1fr)_8rem_auto] inq:sm:border-0 inq:sm:pb-0"
            >
              <SelectField
                id={`${idPrefix}-${row.key}-product`}
                label={`Product ${number}`}
                required
                placeholder="Select a product"
                disabled={options.status !== 'ready'}
                options={products.map((product) => ({ value: product._id, label: product.productName, disabled: taken.has(product._id) }))}
                {...field(`products.${index}.productId`)}
              />
              <TextField
                id={`${idPrefix}-${row.key}-quantity`}
                label={`Quantity ${number}`}
                required
                type="number"
                inputMode="numeric"
                min={1}
                {...field(`products.${index}.quantity`)}
              />
              <Button
                variant="ghost"
                className="inq:justify-self-start inq:text-red-700 inq:sm:mt-7"
                disabled={!removable}
                aria-label={`Remove product ${number}`}
                title={removable ? undefined : 'At least one product is needed'}
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={onAdd}>
        Add Product
      </Button>
    </fieldset>
  );
}
