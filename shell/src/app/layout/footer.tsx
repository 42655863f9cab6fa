import { useStore } from '@nanostores/react';
import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import { $runtimeConfig } from '@shop/shared/runtime-config';
import { cx, pageContainerClass } from '@shop/shared/ui';
import { ConnectLinks, ContactDetails, linkClass } from './footer-sections';
import { Logo } from './logo';

const quickLinks = [
  { title: 'Home', link: '/' },
  { title: 'Products', link: '/shop' },
  { title: 'About Us', link: '/about' },
  { title: 'Contact Us', link: '/contact' },
  { title: 'Offers', link: '/offers' },
  { title: 'Dealership', link: '/distributorinquiryForm' },
];
const legalLinks = [
  { title: 'Terms & Conditions', link: '/termscondition' },
  { title: 'Shipping Policy', link: '/shippingpolicy' },
  { title: 'Return & Exchange Policy', link: '/returnandexchange' },
  { title: 'Privacy Policy', link: '/privacypolicy' },
];

function LinkList({ heading, links }: { heading: string; links: { title: string; link: string }[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="space-y-2">
        {links.map((item) => (
          <li key={item.link}>
            <Link to={item.link} className={linkClass}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer with every link, the tagline and the shop's contact details. */
export function Footer() {
  const { socialLinks } = useStore($runtimeConfig);
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className={cx(pageContainerClass, 'grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-5')}>
        <div className="lg:col-span-1">
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="mt-4 text-sm leading-relaxed">{company.tagline}</p>
        </div>
        <LinkList heading="Quick Links" links={quickLinks} />
        <LinkList heading="Legal" links={legalLinks} />
        <ConnectLinks socialLinks={socialLinks} />
        <ContactDetails />
      </div>
      <div className="border-t border-slate-800">
        <div className={cx(pageContainerClass, 'flex flex-col gap-2 py-4 text-xs text-slate-400 sm:flex-row sm:justify-between')}>
          <p>
            © {year} {company.legalName}. All rights reserved.
          </p>
          <p>
            Website by{' '}
            <Link to="/about" className="text-slate-300 hover:text-white">
              the Ujjwal digital team
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
