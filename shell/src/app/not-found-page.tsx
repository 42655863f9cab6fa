import { Link } from '@shop/shared/navigation';

/** The page for any address the shop does not have. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="text-slate-600">The page you were looking for does not exist or has moved.</p>
      <div className="flex gap-3">
        <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Back to Home
        </Link>
        <Link to="/shop" className="rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          Browse Products
        </Link>
      </div>
    </section>
  );
}
