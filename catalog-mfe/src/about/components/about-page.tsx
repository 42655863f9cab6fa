import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import { primaryLinkClass } from '../../app/link-styles';
import { AboutIllustration } from './about-illustration';
import { HowWeWork } from './how-we-work';
import { ProductLinesGrid } from './product-lines-grid';
import { VisionMission } from './vision-mission';

/** /about: who the company is, what it makes and what it aims for. */
export function AboutPage(_props: PageProps) {
  return (
    <PageContainer className="cat:space-y-16">
      <section aria-labelledby="about-title" className="cat:grid cat:items-center cat:gap-10 cat:md:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <p className="cat:text-sm cat:font-semibold cat:tracking-wider cat:text-brand-700 cat:uppercase">About us</p>
          <h1 id="about-title" className="cat:mt-2 cat:text-3xl cat:font-bold cat:tracking-tight cat:text-slate-900 cat:sm:text-4xl">
            Cleaning products made in Ahmedabad, for homes across India
          </h1>
          <p className="cat:mt-5 cat:text-lg cat:leading-8 cat:text-slate-700">
            {company.name} was founded in Ahmedabad, {company.state}, to make everyday detergents and cleaners that do their job well and
            cost what they should. From our factory at {company.addressLines[0]}, we supply families, shops, wholesalers and distributors
            across the country.
          </p>
          <p className="cat:mt-4 cat:italic cat:text-slate-600">&ldquo;{company.tagline}&rdquo;</p>
          <div className="cat:mt-8">
            <Link to="/contact" className={primaryLinkClass}>
              Contact Us
            </Link>
          </div>
        </div>
        <AboutIllustration className="cat:mx-auto cat:w-full cat:max-w-xs" />
      </section>

      <section aria-labelledby="about-products">
        <h2 id="about-products" className="cat:text-2xl cat:font-bold cat:text-slate-900">
          What we make
        </h2>
        <p className="cat:mt-3 cat:max-w-3xl cat:leading-7 cat:text-slate-700">
          Seven product lines cover the laundry, the kitchen and the rest of the house. Most come in household packs and in larger packs for
          businesses.
        </p>
        <ProductLinesGrid />
      </section>

      <HowWeWork />

      <VisionMission />
    </PageContainer>
  );
}
