const points = [
  {
    title: 'Checked batch by batch',
    text: 'Every batch is tested in our own lab for strength and pH before it is filled and packed.',
  },
  {
    title: 'Lighter on the planet',
    text: 'We offer refill packs for liquids and hand wash, and use recyclable cartons for powder wherever we can.',
  },
  {
    title: 'Fair to every buyer',
    text: 'Retail buyers order here directly; wholesalers and distributors get bulk pricing and a reply within 24 hours.',
  },
] as const;

/** Three short promises about quality, packing and pricing; kept modest on purpose. */
export function HowWeWork() {
  return (
    <section aria-labelledby="about-how">
      <h2 id="about-how" className="cat:text-2xl cat:font-bold cat:text-slate-900">
        How we work
      </h2>
      <dl className="cat:mt-6 cat:grid cat:gap-6 cat:md:grid-cols-3">
        {points.map((point) => (
          <div key={point.title} className="cat:border-l-4 cat:border-accent-500 cat:pl-4">
            <dt className="cat:font-semibold cat:text-slate-900">{point.title}</dt>
            <dd className="cat:mt-2 cat:text-sm cat:leading-6 cat:text-slate-600">{point.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
