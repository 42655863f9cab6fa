import type { Banner } from '@shop/shared/contracts';
import { Link } from '@shop/shared/navigation';

const actionClass =
  'cat:mt-4 cat:inline-flex cat:min-h-11 cat:self-start cat:items-center cat:rounded-full cat:bg-white cat:px-6 cat:font-semibold cat:text-brand-900 cat:shadow cat:transition-colors cat:hover:bg-brand-50 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-white';

/** A slide's words and call to action: under the picture on phones, over its left half from `sm` up. */
export function BannerCopy({ banner }: { banner: Banner }) {
  const { title, text, link } = banner;
  if (!title && !text) return null;
  const external = link !== undefined && /^https?:/.test(link);
  return (
    <div className="cat:bg-brand-900 cat:px-5 cat:pt-4 cat:pb-5 cat:text-white cat:sm:absolute cat:sm:inset-y-0 cat:sm:left-0 cat:sm:flex cat:sm:w-1/2 cat:sm:flex-col cat:sm:justify-center cat:sm:bg-transparent cat:sm:px-10 cat:sm:py-8 cat:lg:px-14">
      {title && <h2 className="cat:text-xl cat:leading-tight cat:font-extrabold cat:sm:text-3xl cat:lg:text-5xl">{title}</h2>}
      {text && <p className="cat:mt-2 cat:text-sm cat:text-white/90 cat:sm:text-base cat:lg:text-xl">{text}</p>}
      {link &&
        (external ? (
          <a href={link} className={actionClass}>
            Shop now
          </a>
        ) : (
          <Link to={link} className={actionClass}>
            Shop now
          </Link>
        ))}
    </div>
  );
}
