import { shopperMessage } from '@shop/shared/api-client';
import type { StaffProduct } from '@shop/shared/contracts';
import { navigate } from '@shop/shared/navigation';
import { toast } from '@shop/shared/stores';
import { ConfirmButton } from '@shop/shared/ui';
import { productsApi } from '../api/products-api';

export const DELETE_FAILED = 'The product could not be deleted. Please try again.';

/**
 * Deletes a product nobody ordered, once confirmed, and goes back to the list; an ordered one stays on
 * record, and the panel says how to take it off the shop. `onFailed` runs when the delete was refused.
 */
export function ProductDeletion({ product, onFailed }: { product: StaffProduct; onFailed: () => void }) {
  const remove = async (target: StaffProduct) => {
    try {
      toast.success(await productsApi.remove(target.id));
      navigate('/products');
    } catch (error) {
      toast.error(shopperMessage(error, DELETE_FAILED));
      onFailed();
    }
  };

  return (
    <div className="bo:space-y-2 bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4 bo:text-sm">
      <h2 className="bo:text-lg bo:font-semibold bo:text-slate-900">Delete</h2>
      {product.ordered ? (
        <p>Orders name this product, so it stays on record: untick “On sale” above to take it off the shop.</p>
      ) : (
        <ConfirmButton
          confirm={{
            title: `Delete ${product.productName}?`,
            message: 'Nobody has ordered it. It leaves the shop and the back office for good.',
            confirmLabel: 'Delete Product',
          }}
          onConfirm={() => void remove(product)}
        >
          Delete Product
        </ConfirmButton>
      )}
    </div>
  );
}
