import { reloadPageData } from '@shop/shared/navigation';
import { Button, FieldError, SelectField, TextField } from '@shop/shared/ui';
import type { FieldErrors } from '@shop/shared/validation';
import { canRemoveRow, type ProductRow, productsTakenElsewhere } from '../model/product-rows';
import { rowErrorKey } from '../model/wholesaler-form';
import type { ProductOptions } from '../model/wholesaler-loader';

export interface ProductRowsFieldProps {
  idPrefix: string;
  rows: ProductRow[];
  options: ProductOptions;
  errors: FieldErrors;
  onChange: (key: string, field: 'productId' | 'quantity', value: string) => void;
  onAdd: () => void;
  onRemove: (row: ProductRow) => void;
  /** Registers a row's control so the form can move focus to it. */
  controlRef: (errorKey: string) => (element: HTMLElement | null) => void;
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
export function ProductRowsField({ idPrefix, rows, options, errors, onChange, onAdd, onRemove, controlRef }: ProductRowsFieldProps) {
  const products = options.status === 'ready' ? options.products : [];
  const removable = canRemoveRow(rows);
  return (
    <fieldset className="inq:space-y-4 inq:rounded-xl inq:border inq:border-slate-200 inq:p-4">
      <legend className="inq:px-1 inq:text-base inq:font-semibold inq:text-slate-900">Products</legend>
      <OptionsStatus options={options} />
      <FieldError id={`${idPrefix}-products`} error={errors.products} />
      <ol className="inq:space-y-4">
        {rows.map((row, index) => {
          const number = index + 1;
          const taken = productsTakenElsewhere(rows, row.key);
          return (
            <li
              key={row.key}
              className="inq:grid inq:items-start inq:gap-3 inq:border-b inq:border-slate-100 inq:pb-4 inq:last:border-0 inq:sm:grid-cols-[minmax(0,1fr)_8rem_auto] inq:sm:border-0 inq:sm:pb-0"
            >
              <SelectField
                id={`${idPrefix}-${row.key}-product`}
                name={`products.${index}.productId`}
                label={`Product ${number}`}
                required
                value={row.productId}
                placeholder="Select a product"
                disabled={options.status !== 'ready'}
                options={products.map((product) => ({ value: product._id, label: product.productName, disabled: taken.has(product._id) }))}
                error={errors[rowErrorKey(row.key, 'productId')]}
                onChange={(event) => onChange(row.key, 'productId', event.target.value)}
                ref={controlRef(rowErrorKey(row.key, 'productId'))}
              />
              <TextField
                id={`${idPrefix}-${row.key}-quantity`}
                name={`products.${index}.quantity`}
                label={`Quantity ${number}`}
                required
                type="number"
                inputMode="numeric"
                min={1}
                value={row.quantity}
                error={errors[rowErrorKey(row.key, 'quantity')]}
                onChange={(event) => onChange(row.key, 'quantity', event.target.value)}
                ref={controlRef(rowErrorKey(row.key, 'quantity'))}
              />
              <Button
                variant="ghost"
                className="inq:justify-self-start inq:text-red-700 inq:sm:mt-7"
                disabled={!removable}
                aria-label={`Remove product ${number}`}
                title={removable ? undefined : 'At least one product is needed'}
                onClick={() => onRemove(row)}
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
