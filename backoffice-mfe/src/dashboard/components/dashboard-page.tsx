import { shopperMessage } from '@shop/shared/api-client';
import type { Dashboard, DashboardPeriod, WAITING_ORDER_STATES } from '@shop/shared/contracts';
import { formatINR, ORDER_STATUS_WORDS } from '@shop/shared/format';
import { Link } from '@shop/shared/navigation';
import { useQuery } from '@shop/shared/query';
import { LoadView, Skeleton } from '@shop/shared/ui';
import type { ReactNode } from 'react';
import { fetchDashboard } from '../api/dashboard-api';
import { DaysChart, dayLabel } from './days-chart';

export const DASHBOARD_FAILED = 'The dashboard could not be loaded. Please try again.';

/** What staff do next with an order in each waiting state. */
const NEXT_STEP: Record<(typeof WAITING_ORDER_STATES)[number], string> = {
  placed: 'to confirm',
  confirmed: 'to pack',
  packed: 'to ship',
  shipped: 'with the courier',
  return_requested: 'returns to decide',
};

const CARD =
  'bo:block bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4 bo:hover:border-slate-400 bo:hover:bg-slate-50 bo:focus-visible:outline-2 bo:focus-visible:outline-offset-2 bo:focus-visible:outline-slate-900';

/** A figure that opens the page where staff act on it. */
function Card({ to, title, children }: { to: string; title: string; children: ReactNode }) {
  return (
    <Link to={to} className={CARD}>
      <span className="bo:block bo:text-sm bo:font-medium bo:text-slate-600">{title}</span>
      {children}
    </Link>
  );
}

const orderCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function SalesCard({ to, title, figures }: { to: string; title: string; figures: DashboardPeriod }) {
  return (
    <Card to={to} title={title}>
      <span className="bo:mt-1 bo:block bo:text-2xl bo:font-semibold bo:text-slate-900">{formatINR(figures.revenue)}</span>
      <span className="bo:block bo:text-sm bo:text-slate-700">{formatINR(figures.revenueWithoutGst)} without GST</span>
      <span className="bo:mt-1 bo:block bo:text-sm bo:text-slate-700">{orderCount(figures.orders)}</span>
    </Card>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bo:space-y-2">
      <h2 id={id} className="bo:text-lg bo:font-semibold bo:text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const monthStart = `${data.today.slice(0, 7)}-01`;
  const waiting = data.waiting.reduce((sum, row) => sum + row.count, 0);
  const quiet = data.days.every((day) => day.orders === 0);
  return (
    <div className="bo:space-y-6">
      <Section id="dashboard-sales" title="Sales">
        <p className="bo:text-sm bo:text-slate-600">
          Revenue counts orders confirmed onwards that were not called off or returned, less refunds paid; days are India days.
        </p>
        <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2">
          <SalesCard to={`/?from=${data.today}&to=${data.today}`} title={`Today, ${dayLabel(data.today)}`} figures={data.todayFigures} />
          <SalesCard to={`/?from=${monthStart}&to=${data.today}`} title="This month" figures={data.monthFigures} />
        </div>
      </Section>

      <Section id="dashboard-waiting" title={`Orders waiting (${waiting})`}>
        <ul className="bo:grid bo:grid-cols-2 bo:gap-3 bo:sm:grid-cols-3 bo:lg:grid-cols-5">
          {data.waiting.map((row) => (
            <li key={row.status}>
              <Card to={`/?status=${row.status}`} title={ORDER_STATUS_WORDS[row.status]}>
                <span className="bo:mt-1 bo:block bo:text-2xl bo:font-semibold bo:text-slate-900">{row.count}</span>
                <span className="bo:block bo:text-sm bo:text-slate-700">{NEXT_STEP[row.status]}</span>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <div className="bo:grid bo:gap-3 bo:sm:grid-cols-2">
        <Section id="dashboard-stock" title="Low stock">
          <Card to="/stock" title="At or below their low-stock line">
            <span className="bo:mt-1 bo:block bo:text-2xl bo:font-semibold bo:text-slate-900">
              {data.lowStock.count} {data.lowStock.count === 1 ? 'product' : 'products'}
            </span>
            {data.lowStock.products.length > 0 ? (
              <span className="bo:mt-1 bo:block bo:text-sm bo:text-slate-700">
                {data.lowStock.products.map((product) => `${product.productName} (${product.stock} left)`).join(', ')}
                {data.lowStock.count > data.lowStock.products.length ? ', …' : ''}
              </span>
            ) : (
              <span className="bo:block bo:text-sm bo:text-slate-700">Every product is above its line.</span>
            )}
          </Card>
        </Section>
        <Section id="dashboard-inquiries" title="Inquiries waiting">
          <Card to="/inquiries?status=new" title="New and in progress">
            <span className="bo:mt-1 bo:block bo:text-2xl bo:font-semibold bo:text-slate-900">
              {data.inquiries.new + data.inquiries.inProgress}
            </span>
            <span className="bo:block bo:text-sm bo:text-slate-700">
              {data.inquiries.new} new, {data.inquiries.inProgress} in progress
            </span>
          </Card>
        </Section>
      </div>

      <Section id="dashboard-days" title="The last 30 days">
        {quiet ? (
          <p className="bo:rounded-lg bo:border bo:border-dashed bo:border-slate-300 bo:p-6 bo:text-center bo:text-slate-700">
            No orders in the last 30 days yet. Once shoppers order, their revenue shows here day by day.
          </p>
        ) : (
          <div className="bo:rounded-lg bo:border bo:border-slate-200 bo:bg-white bo:p-4">
            <DaysChart days={data.days} />
          </div>
        )}
      </Section>
    </div>
  );
}

/** The owner's landing page: the day's and the month's sales, what waits for staff, and the last 30 days. */
export function DashboardPage() {
  const dashboard = useQuery<Dashboard | null>(['backoffice/dashboard'], fetchDashboard, null);
  return (
    <section aria-labelledby="dashboard-title" className="bo:space-y-4">
      <h1 id="dashboard-title" className="bo:text-2xl bo:font-semibold bo:text-slate-900">
        Dashboard
      </h1>
      <LoadView
        status={dashboard.status === 'loading' && dashboard.data ? 'ready' : dashboard.status}
        loading={<Skeleton className="bo:h-64 bo:w-full" />}
        failure={shopperMessage(dashboard.error, DASHBOARD_FAILED)}
        onRetry={dashboard.retry}
        isEmpty={!dashboard.data}
        empty={null}
      >
        {dashboard.data ? <Figures data={dashboard.data} /> : null}
      </LoadView>
    </section>
  );
}
