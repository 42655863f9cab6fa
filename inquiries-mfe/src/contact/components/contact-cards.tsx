import { company } from '@shop/shared/company';
import type { ReactNode } from 'react';

const linkClass =
  'inq:font-semibold inq:text-brand-700 inq:underline-offset-2 inq:hover:underline inq:focus-visible:rounded-sm inq:focus-visible:outline-2 inq:focus-visible:outline-offset-2 inq:focus-visible:outline-brand-600';

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inq:flex inq:min-w-0 inq:gap-4 inq:rounded-xl inq:border inq:border-slate-200 inq:bg-white inq:p-5 inq:shadow-sm inq:md:flex-col">
      <span className="inq:flex inq:size-11 inq:shrink-0 inq:items-center inq:justify-center inq:rounded-full inq:bg-brand-50 inq:text-brand-700">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className="inq:size-5 inq:fill-none inq:stroke-current"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {icon}
        </svg>
      </span>
      <div className="inq:min-w-0">
        <h2 className="inq:text-sm inq:font-medium inq:text-slate-500">{title}</h2>
        <div className="inq:mt-1 inq:text-slate-900 inq:[overflow-wrap:anywhere]">{children}</div>
      </div>
    </li>
  );
}

/** Phone, e-mail and address, each one tap away on a phone. */
export function ContactCards() {
  return (
    <ul className="inq:grid inq:grid-cols-1 inq:gap-4 inq:md:grid-cols-3">
      <Card title="Call us" icon={<path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />}>
        <a href={company.phoneHref} className={linkClass}>
          {company.phone}
        </a>
        <p className="inq:mt-1 inq:text-sm inq:text-slate-600">Monday to Saturday, 10 am to 6 pm</p>
      </Card>
      <Card
        title="Email us"
        icon={
          <>
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 7 9 6 9-6" />
          </>
        }
      >
        <a href={`mailto:${company.email}`} className={linkClass}>
          {company.email}
        </a>
        <p className="inq:mt-1 inq:text-sm inq:text-slate-600">We reply within 24 hours</p>
      </Card>
      <Card
        title="Visit us"
        icon={
          <>
            <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
            <circle cx="12" cy="9" r="2.5" />
          </>
        }
      >
        <address className="inq:text-sm inq:leading-6 inq:not-italic">
          {company.legalName}
          {company.addressLines.map((line) => (
            <span key={line} className="inq:block">
              {line}
            </span>
          ))}
        </address>
      </Card>
    </ul>
  );
}
