import { formatDate } from '@shop/shared/format';
import { PageContainer } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { PolicyContact } from './policy-contact';

/** One numbered part of a policy, listed in the page's table of contents. */
export interface PolicySection {
  /** Anchor id, so a part can be linked to directly (e.g. /shippingpolicy#delivery-times). */
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of the frame every policy page shares. */
export interface PolicyLayoutProps {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text, a day in India's calendar. */
  lastUpdated: string;
  intro: ReactNode;
  sections: PolicySection[];
}

/** The shared frame of the legal pages: title, date, contents, numbered sections and a contact box. */
export function PolicyLayout({ title, lastUpdated, intro, sections }: PolicyLayoutProps) {
  return (
    <PageContainer>
      {/* Prose keeps a readable measure inside the shop's common width. */}
      <article className="cat:max-w-4xl">
        <header className="cat:border-b cat:border-slate-200 cat:pb-8">
          <h1 className="cat:text-3xl cat:font-bold cat:tracking-tight cat:text-slate-900 cat:sm:text-4xl">{title}</h1>
          <p className="cat:mt-3 cat:text-sm cat:text-slate-600">
            Last updated: <time dateTime={lastUpdated}>{formatDate(`${lastUpdated}T00:00:00+05:30`)}</time>
          </p>
          <div className="cat:mt-5 cat:max-w-3xl cat:space-y-3 cat:text-base cat:leading-7 cat:text-slate-700">{intro}</div>
        </header>

        <div className="cat:mt-8 cat:grid cat:gap-10 cat:lg:grid-cols-[13rem_minmax(0,1fr)]">
          <nav aria-label="On this page" className="cat:lg:sticky cat:lg:top-24 cat:lg:self-start">
            <h2 className="cat:text-xs cat:font-semibold cat:tracking-wider cat:text-slate-500 cat:uppercase">On this page</h2>
            <ol className="cat:mt-3 cat:space-y-2 cat:border-l cat:border-slate-200 cat:text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="cat:-ml-px cat:block cat:border-l cat:border-transparent cat:py-0.5 cat:pl-3 cat:text-slate-600 cat:hover:border-brand-600 cat:hover:text-brand-700 cat:focus-visible:outline-2 cat:focus-visible:outline-brand-600"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="cat:min-w-0 cat:space-y-10">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="cat:scroll-mt-24">
                <h2 id={`${section.id}-title`} className="cat:text-xl cat:font-semibold cat:text-slate-900">
                  <span className="cat:mr-2 cat:text-brand-700">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="cat:mt-3 cat:space-y-3 cat:leading-7 cat:text-slate-700">{section.content}</div>
              </section>
            ))}
            <PolicyContact />
          </div>
        </div>
      </article>
    </PageContainer>
  );
}
