import { countOf } from '@shop/shared/format';
import { Link, navigate } from '@shop/shared/navigation';
import { Button, buttonClass, ConfirmButton, EmptyState, LoadView, PageContainer, PageSkeleton } from '@shop/shared/ui';
import { couponPrice } from '../../app/coupon-state';
import { orderSummary } from '../../app/order-summary';
import { useCartPage } from '../hooks/use-cart-page';
import { freeDeliveryNote } from '../model/free-delivery';
import { type LineView, lineView } from '../model/line-view';
import { CartLineRow } from './cart-line-row';
import { CouponBox } from './coupon-box';
import { FreeLineRow } from './free-line-row';
import { OrderSummaryPanel } from './order-summary-panel';

const continueShopping = buttonClass('secondary');

/** Clear Cart asks first: it cannot be undone, and it sits beside Continue Shopping. */
const clearQuestion = {
  title: 'Clear Cart',
  message: 'Remove every product and the coupon from your cart?',
  confirmLabel: 'Clear',
};

const sectionTitle = 'chk:mb-3 chk:text-lg chk:font-semibold chk:text-slate-900';

type CartPageState = ReturnType<typeof useCartPage>;

const emptyCart = (
  <EmptyState
    level={1}
    title="Your cart is empty"
    message="Find something you like in the shop."
    action={
      <Link to="/shop" className={buttonClass()}>
        Continue Shopping
      </Link>
    }
  />
);

/** The products a coupon adds for free, when it adds any. */
function FreeProducts({ free }: { free: LineView[] }) {
  if (free.length === 0) return null;
  return (
    <section aria-labelledby="free-products-title">
      <h2 id="free-products-title" className={sectionTitle}>
        Free Products
      </h2>
      <ul className="chk:flex chk:flex-col chk:gap-3">
        {free.map((line) => (
          <FreeLineRow key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}

/** The shopper's lines, each with its stepper and Remove, then Continue Shopping and Clear Cart. */
function CartLines({ rows, page }: { rows: LineView[]; page: CartPageState }) {
  return (
    <>
      <section aria-labelledby="products-title">
        <h2 id="products-title" className={sectionTitle}>
          Products
        </h2>
        <ul className="chk:flex chk:flex-col chk:gap-3">
          {rows.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              busy={page.pendingProductIds[line.productId] !== undefined}
              onStep={(step) => void page.stepQuantity(line.productId, step)}
              onRemove={() => void page.removeItem(line.productId)}
            />
          ))}
        </ul>
      </section>
      <div className="chk:flex chk:flex-wrap chk:gap-3">
        <Link to="/shop" className={continueShopping}>
          Continue Shopping
        </Link>
        <ConfirmButton busy={page.clearing} confirm={clearQuestion} onConfirm={() => void page.clearAll()}>
          Clear Cart
        </ConfirmButton>
      </div>
    </>
  );
}

/** The order summary with the free-delivery note, the coupon box and Proceed to Checkout. */
function CartSummary({ page, canCheckOut }: { page: CartPageState; canCheckOut: boolean }) {
  const totals = orderSummary(page.lines, page.coupon);
  const deliveryNote = freeDeliveryNote(totals.subtotal, page.freeDeliveryAbove);
  return (
    <OrderSummaryPanel totals={totals} couponCode={page.coupon?.code ?? null} onRemoveCoupon={page.removeAppliedCoupon}>
      {deliveryNote && (
        <p
          data-testid="free-delivery-note"
          className="chk:mt-3 chk:rounded-md chk:bg-brand-50 chk:px-3 chk:py-2 chk:text-sm chk:text-brand-800"
        >
          {deliveryNote}
        </p>
      )}
      {page.showCouponBox && <CouponBox applying={page.applying} onApply={page.applyCode} />}
      <Button className="chk:mt-5 chk:w-full" disabled={!canCheckOut} onClick={() => navigate('/checkout')}>
        Proceed to Checkout
      </Button>
    </OrderSummaryPanel>
  );
}

/** /cart: the shopper's lines, free products, coupon and order summary. */
export function CartPage() {
  const page = useCartPage();

  if (page.status === 'loading') return <PageSkeleton label="Loading your cart…" />;

  const price = (productId: string) => couponPrice(page.coupon, productId);
  const rows = page.lines.flatMap((line) => lineView(line, price) ?? []);
  const free = page.freeProducts.flatMap((line) => lineView(line) ?? []);
  return (
    <PageContainer>
      <LoadView
        status={page.status}
        failure={page.loadError}
        onRetry={page.retry}
        retryLabel="Retry"
        isEmpty={rows.length === 0 && free.length === 0}
        empty={emptyCart}
      >
        <h1 className="chk:mb-6 chk:text-2xl chk:font-bold chk:tracking-tight chk:text-slate-900 chk:sm:text-3xl">
          Your Cart ({countOf(rows.length, 'item')})
        </h1>
        {/* One column that may shrink below its content's widest line (a grid's auto column may not), so the
            coupon field and the largest amounts stay within a 320 px screen. */}
        <div className="chk:grid chk:grid-cols-1 chk:gap-8 chk:lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="chk:flex chk:min-w-0 chk:flex-col chk:gap-8">
            <FreeProducts free={free} />
            <CartLines rows={rows} page={page} />
          </div>
          <div className="chk:flex chk:min-w-0 chk:flex-col chk:gap-4">
            <CartSummary page={page} canCheckOut={rows.length > 0} />
          </div>
        </div>
      </LoadView>
    </PageContainer>
  );
}
