import type { ProductName, StaffCategory, StaffProduct } from '@shop/shared/contracts';
import { FormActions } from '../../app/form-actions';
import { useProductForm } from '../hooks/use-product-form';
import { OnTheShopGroup, PacksAndPriceGroup, TaxGroup, WhatItIsGroup } from './product-fieldsets';

interface ProductFormProps {
  product?: StaffProduct;
  categories: readonly StaffCategory[];
  /** Every product, to link to; the product itself is left out. */
  products: readonly ProductName[];
  onSaved: (saved: StaffProduct) => void;
  onChangedMeanwhile: () => void;
  onCancel: () => void;
}

/** Every field of a product the shop shows, grouped as a shopper reads them; each refused field says why. */
export function ProductForm({ product, categories, products, onSaved, onChangedMeanwhile, onCancel }: ProductFormProps) {
  const { field, choice, saving, submit } = useProductForm(product, onSaved, onChangedMeanwhile);
  const id = product ? `product-${product.id}` : 'new-product';
  const form = { field, choice };
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={product ? `Edit ${product.productName}` : 'Add a product'}
      className="bo:space-y-4"
    >
      <WhatItIsGroup id={id} form={form} categories={categories} />
      <PacksAndPriceGroup id={id} form={form} />
      <TaxGroup id={id} form={form} />
      <OnTheShopGroup id={id} form={form} products={products} productId={product?.id} />
      <FormActions saveLabel={product ? 'Save Product' : 'Add Product'} saving={saving} onCancel={onCancel} />
    </form>
  );
}
