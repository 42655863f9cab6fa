import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { ContactIllustration } from './contact-illustration';
import { LocationMap } from './location-map';

/** /contact: ways to reach the company, a message form and where to find the factory. */
export function ContactPage(_props: PageProps) {
  return (
    <PageContainer className="inq:space-y-10">
      <header className="inq:max-w-2xl">
        <h1 className="inq:text-3xl inq:font-bold inq:tracking-tight inq:text-slate-900 inq:sm:text-4xl">Contact Us</h1>
        <p className="inq:mt-3 inq:text-lg inq:leading-8 inq:text-slate-700">
          Questions about a product, an order or buying in bulk? Call, write or send the form below. We answer every inquiry within 24
          hours.
        </p>
      </header>

      <ContactCards />

      <div className="inq:grid inq:items-center inq:gap-10 inq:md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="inq:rounded-2xl inq:border inq:border-slate-200 inq:bg-white inq:p-5 inq:shadow-sm inq:sm:p-8">
          <ContactForm />
        </div>
        <ContactIllustration className="inq:mx-auto inq:w-56 inq:max-w-sm inq:md:w-full" />
      </div>

      <section aria-labelledby="contact-find-us">
        <h2 id="contact-find-us" className="inq:mb-4 inq:text-xl inq:font-semibold inq:text-slate-900">
          Find us
        </h2>
        <LocationMap />
      </section>
    </PageContainer>
  );
}
