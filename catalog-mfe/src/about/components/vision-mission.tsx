const blocks = [
  {
    id: 'vision',
    title: 'Our Vision',
    text: 'To be the name Indian households and small businesses trust for everyday cleaning: products that work, are fairly priced and are made responsibly close to the people who use them.',
  },
  {
    id: 'mission',
    title: 'Our Mission',
    text: 'To make dependable detergents and cleaners in Gujarat, check every batch before it leaves us, keep prices honest for retail buyers, wholesalers and distributors alike, and cut the waste in our packing a little more every year.',
  },
] as const;

/** The Our Vision and Our Mission blocks, side by side from tablet width up. */
export function VisionMission() {
  return (
    <div className="cat:grid cat:gap-6 cat:md:grid-cols-2">
      {blocks.map((block) => (
        <section
          key={block.id}
          aria-labelledby={`about-${block.id}`}
          className="cat:rounded-2xl cat:border cat:border-brand-100 cat:bg-brand-50 cat:p-6 cat:sm:p-8"
        >
          <h2 id={`about-${block.id}`} className="cat:text-2xl cat:font-bold cat:text-brand-900">
            {block.title}
          </h2>
          <p className="cat:mt-3 cat:leading-7 cat:text-slate-700">{block.text}</p>
        </section>
      ))}
    </div>
  );
}
