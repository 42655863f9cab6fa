import { describe, expect, it } from 'vitest';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { useTestDatabase } from '../test/test-database';

// Every invoice line prints the product's HSN code: the database keeps no product without a valid one,
// however the product is written.
const database = useTestDatabase();

describe("a product's HSN code", () => {
  it('is 4, 6 or 8 digits', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent');
    for (const hsnCode of ['3401', '340111', '34011190']) expect(await addProduct(db, { categoryId, hsnCode })).toEqual(expect.any(String));
  });

  it('is refused empty, blank, of another length or with letters', async () => {
    const { db } = database();
    const categoryId = await addCategory(db, 'Detergent');
    for (const hsnCode of ['', '   ', '340', '34011', '340111901', '34O1', '3401 '])
      await expect(addProduct(db, { categoryId, hsnCode }), JSON.stringify(hsnCode)).rejects.toThrow();
  });
});
