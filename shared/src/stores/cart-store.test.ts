import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { cartLinesFromReply } from './cart-line';
import {
  $cart,
  $cartCount,
  addToCart,
  attachCartId,
  decreaseQuantity,
  emptyCart,
  findCartLine,
  increaseQuantity,
  removeFromCart,
  replaceCart,
  setQuantity,
} from './cart-store';

const soap = makeProduct({ _id: 'soap' });
const powder = makeProduct({ _id: 'powder' });

beforeEach(() => emptyCart());
afterEach(() => cleanStores($cart, $cartCount));

describe('addToCart', () => {
  it('appends a new line with the quantity and cart id', () => {
    addToCart(soap, 2, 'c1');
    expect($cart.get()).toEqual([{ product: soap, quantity: 2, id: 'c1' }]);
  });

  it('appends a line without ids when the server has not given one yet', () => {
    addToCart(soap, 1);
    expect($cart.get()).toEqual([{ product: soap, quantity: 1 }]);
  });

  it('adds to an existing product line and takes the new cart id', () => {
    addToCart(soap, 2, 'c1');
    addToCart(soap, 3, 'c2');
    expect($cart.get()).toEqual([{ product: soap, quantity: 5, id: 'c2' }]);
  });

  it('finds an existing line by its product when the line came from a reply', () => {
    replaceCart(cartLinesFromReply([{ _id: 'c1', cartId: 'c1', product: soap, quantity: 1 }]));
    addToCart(soap, 1);
    expect($cart.get()).toEqual([{ id: 'c1', product: soap, quantity: 2 }]);
  });

  it('adds at least one unit', () => {
    addToCart(soap, 0);
    expect(findCartLine('soap')?.quantity).toBe(1);
  });
});

describe('removeFromCart', () => {
  beforeEach(() => {
    addToCart(soap, 1, 'c-soap');
    addToCart(powder, 1, 'c-powder');
  });

  it('removes a line by its cart id', () => {
    removeFromCart('c-soap');
    expect($cart.get().map((line) => line.product?._id)).toEqual(['powder']);
  });

  it('removes a line by its product id', () => {
    removeFromCart('powder');
    expect($cart.get().map((line) => line.product?._id)).toEqual(['soap']);
  });

  it('leaves the cart alone for an unknown id', () => {
    removeFromCart('nope');
    expect($cart.get()).toHaveLength(2);
  });
});

describe('quantity actions', () => {
  beforeEach(() => addToCart(soap, 2, 'c1'));

  it('increases a line by one, found by product id', () => {
    increaseQuantity('soap');
    expect(findCartLine('soap')?.quantity).toBe(3);
  });

  it('decreases a line by one, found by cart id', () => {
    decreaseQuantity('c1');
    expect(findCartLine('soap')?.quantity).toBe(1);
  });

  it('never decreases below one', () => {
    decreaseQuantity('soap');
    decreaseQuantity('soap');
    expect(findCartLine('soap')?.quantity).toBe(1);
  });

  it('sets a quantity', () => {
    setQuantity('soap', 7);
    expect(findCartLine('soap')?.quantity).toBe(7);
  });

  it('clamps a set quantity to at least one', () => {
    setQuantity('soap', -4);
    expect(findCartLine('soap')?.quantity).toBe(1);
    setQuantity('soap', Number.NaN);
    expect(findCartLine('soap')?.quantity).toBe(1);
  });

  it('matches a line by its id as well as by its product', () => {
    replaceCart([{ id: 'c9', product: soap, quantity: 4 }]);
    increaseQuantity('c9');
    increaseQuantity('soap');
    expect($cart.get()).toEqual([{ id: 'c9', product: soap, quantity: 6 }]);
  });
});

describe('cartLinesFromReply', () => {
  it("names a reply's line by one id, whichever name the reply gave it", () => {
    const lines = cartLinesFromReply([
      { _id: 'c1', cartId: 'c1', product: soap, quantity: 1 },
      { cartId: 'c2', product: powder, quantity: 2 },
    ]);
    expect(lines).toEqual([
      { id: 'c1', product: soap, quantity: 1 },
      { id: 'c2', product: powder, quantity: 2 },
    ]);
  });

  it('leaves out a line that names its product by id alone, with nothing to show or price', () => {
    expect(
      cartLinesFromReply([
        { _id: 'c1', productId: 'soap', quantity: 1 },
        { _id: 'c2', product: powder, quantity: 2 },
      ]),
    ).toEqual([{ id: 'c2', product: powder, quantity: 2 }]);
    expect(cartLinesFromReply(undefined)).toEqual([]);
  });
});

describe('attachCartId', () => {
  it('stores the server id on the product line as its id', () => {
    addToCart(soap, 1);
    attachCartId('soap', 'c42');
    expect(findCartLine('c42')).toEqual({ product: soap, quantity: 1, id: 'c42' });
  });
});

describe('replaceCart and emptyCart', () => {
  it('replaces every line and counts them', () => {
    addToCart(soap, 1);
    replaceCart([
      { id: 'a', product: powder, quantity: 1 },
      { id: 'b', product: soap, quantity: 3 },
    ]);
    expect($cart.get().map((line) => line.id)).toEqual(['a', 'b']);
    expect($cartCount.get()).toBe(2);
  });

  it('does not share the array it was given', () => {
    const lines = [{ id: 'a', product: powder, quantity: 1 }];
    replaceCart(lines);
    lines.pop();
    expect($cartCount.get()).toBe(1);
  });

  it('empties the cart', () => {
    addToCart(soap, 1);
    emptyCart();
    expect($cart.get()).toEqual([]);
    expect($cartCount.get()).toBe(0);
  });
});

describe('$cartCount', () => {
  it('notifies subscribers with the number of lines, not units', () => {
    const seen: number[] = [];
    const stop = $cartCount.subscribe((count) => seen.push(count));
    addToCart(soap, 5);
    addToCart(powder, 1);
    addToCart(soap, 1);
    stop();
    expect(seen).toEqual([0, 1, 2]);
  });
});

describe('findCartLine', () => {
  it('returns undefined when the product is not in the cart', () => {
    expect(findCartLine('soap')).toBeUndefined();
  });
});
