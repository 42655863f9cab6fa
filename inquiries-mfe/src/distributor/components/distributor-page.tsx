import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import { DistributorForm } from './distributor-form';

const benefits = [
  'Our whole range: detergents, dishwash liquids, floor and toilet cleaners',
  'Supply straight from our plant in Gujarat',
  'A reply to your inquiry within 24 hours',
];

/** /distubutor and /distributorinquiryForm: why to become a distributor, and the inquiry form. */
export function DistributorPage(_props: PageProps) {
  return (
    <PageContainer className="inq:space-y-8">
      <header className="inq:max-w-2xl">
        <h1 className="inq:text-3xl inq:font-bold inq:tracking-tight inq:text-slate-900 inq:sm:text-4xl">Become a Distributor</h1>
        <p className="inq:mt-3 inq:text-lg inq:leading-8 inq:text-slate-700">
          Bring Ujjwal Home Care detergents and cleaners to the shops of your district. Tell us about your business and we will get back to
          you within 24 hours.
        </p>
      </header>
      <div className="inq:grid inq:gap-10 inq:md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="inq:rounded-2xl inq:border inq:border-slate-200 inq:bg-white inq:p-5 inq:shadow-sm inq:sm:p-8">
          <DistributorForm />
        </div>
        <aside aria-labelledby="distributor-why" className="inq:space-y-3">
          <h2 id="distributor-why" className="inq:text-xl inq:font-semibold inq:text-slate-900">
            Why partner with us
          </h2>
          <ul className="inq:list-disc inq:space-y-2 inq:pl-5 inq:text-slate-700">
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </aside>
      </div>
    </PageContainer>
  );
}
