const reasons = [
  {
    title: 'Fast Delivery',
    text: 'Orders leave our warehouse within 2 business days.',
    icon: 'M3 7h11v8H3zM14 10h4l3 3v2h-7M7 18.5a1.5 1.5 0 11-3 0 1.5 1.5 0 013 0zm11 0a1.5 1.5 0 11-3 0 1.5 1.5 0 013 0z',
  },
  {
    title: 'Quality Guarantee',
    text: '100% original products',
    icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  },
] as const;

/** Two short promises beside the product: delivery speed and genuine goods. */
export function WhyShopWithUs() {
  return (
    <section aria-labelledby="why-shop-heading" className="cat:mt-12 cat:rounded-2xl cat:bg-brand-50 cat:p-6 cat:sm:p-8">
      <h2 id="why-shop-heading" className="cat:text-xl cat:font-bold cat:text-slate-900">
        Why Shop With Us
      </h2>
      <ul className="cat:mt-5 cat:grid cat:gap-5 cat:sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title} className="cat:flex cat:gap-4">
            <span className="cat:inline-flex cat:size-12 cat:shrink-0 cat:items-center cat:justify-center cat:rounded-full cat:bg-white cat:text-brand-700 cat:shadow-sm">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
                className="cat:size-6"
              >
                <path d={reason.icon} />
              </svg>
            </span>
            <div>
              <h3 className="cat:font-semibold cat:text-slate-900">{reason.title}</h3>
              <p className="cat:mt-1 cat:text-sm cat:text-slate-700">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
