import type { ProductCard } from '@shop/shared/contracts';
import { Fragment, type FragmentName, type FragmentProps } from '@shop/shared/fragments';
import { EMPTY_ROUTE_TABLE, type RouteTable } from '../app/route-table';
import { FragmentHostProvider } from './fragment-host';
import { registerAllRemotes } from './load-remote';
import { knowTestEntries } from './register-test-remotes';

// A product card embedding one fragment of another section, as the catalogue's pages do (tests only).

const CHECKOUT_ENTRY = 'https://checkout.shop.test/mf-manifest.json';
const ACCOUNT_ENTRY = 'https://account.shop.test/mf-manifest.json';

const table: RouteTable = {
  ...EMPTY_ROUTE_TABLE,
  fragments: {
    'add-to-cart': { name: 'add-to-cart', remote: 'checkout', module: 'add-to-cart', section: 'cart and checkout' },
    'wishlist-toggle': { name: 'wishlist-toggle', remote: 'account', module: 'wishlist-toggle', section: 'account' },
    'product-purchase': { name: 'product-purchase', remote: 'checkout', module: 'product-purchase', section: 'cart and checkout' },
  },
};

const testProduct = { _id: 'p1', productName: 'Ujjwal Dishwash Gel' } as ProductCard;

/** The card: its fragment, with a link to the product as the fallback. */
export function TestCard({ name }: { name: FragmentName }) {
  return (
    <FragmentHostProvider table={table}>
      <article>
        <Fragment
          name={name}
          props={{ product: testProduct } as FragmentProps['product-purchase']}
          fallback={<a href="/product/p1">View Product</a>}
        />
      </article>
    </FragmentHostProvider>
  );
}

/** Registers the checkout and account remotes the card's fragments come from. */
export function registerCardRemotes(): void {
  knowTestEntries([CHECKOUT_ENTRY, ACCOUNT_ENTRY]);
  registerAllRemotes({ apiBaseUrl: '', remotes: { checkout: { entry: CHECKOUT_ENTRY }, account: { entry: ACCOUNT_ENTRY } } }, {});
}
