import type { PageProps } from '@shop/shared/page';
import { PageContainer } from '@shop/shared/ui';
import type { WholesalerData } from '../model/wholesaler-loader';
import { WholesalerForm } from './wholesaler-form';

/** /wholesaler: the bulk order inquiry, open to everyone (wholesalers completing their profile land here). */
export function WholesalerPage({ data }: PageProps<WholesalerData>) {
  return (
    <PageContainer className="inq:space-y-8">
      <header className="inq:max-w-2xl">
        <h1 className="inq:text-3xl inq:font-bold inq:tracking-tight inq:text-slate-900 inq:sm:text-4xl">Wholesale Inquiry</h1>
        <p className="inq:mt-3 inq:text-lg inq:leading-8 inq:text-slate-700">
          Buying for a shop, an office or an institution? Choose the products and quantities you need and we will get back to you with
          prices and delivery within 24 hours.
        </p>
      </header>
      <div className="inq:rounded-2xl inq:border inq:border-slate-200 inq:bg-white inq:p-5 inq:shadow-sm inq:sm:p-8">
        <WholesalerForm options={data.options} />
      </div>
    </PageContainer>
  );
}
