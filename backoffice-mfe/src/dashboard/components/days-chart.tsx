import type { DashboardDay } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';

const WIDTH = 600;
const HEIGHT = 160;

/** '15 Nov' for the India date '2026-11-15'. */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

const orderWord = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** In words, for screen readers and as the chart's caption: the period, its totals and its best day. */
export function daysSummary(days: readonly DashboardDay[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return '';
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0) / 100;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  const span = `${dayLabel(first.date)} to ${dayLabel(last.date)}`;
  if (orders === 0) return `No orders from ${span}.`;
  if (revenue === 0) return `${orderWord(orders)} from ${span}, none confirmed yet, so no revenue.`;
  return `${orderWord(orders)} and ${formatINR(revenue)} revenue from ${span}; the best day was ${dayLabel(best.date)} with ${formatINR(best.revenue)}.`;
}

/**
 * Revenue and orders per day as bars, drawn as SVG (no chart library): the drawing stretches to the
 * width and its words are page text, so they stay readable on a phone; the picture is described by its
 * summary, and the same figures follow as a table anyone can open.
 */
export function DaysChart({ days }: { days: readonly DashboardDay[] }) {
  const topRevenue = Math.max(...days.map((day) => day.revenue), 0);
  const topOrders = Math.max(...days.map((day) => day.orders), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const summary = daysSummary(days);
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  const last = days.at(-1);
  const bar = (value: number, top: number) => (top > 0 ? (value / top) * (HEIGHT - 4) : 0);
  return (
    <figure className="bo:space-y-2">
      <div className="bo:flex bo:flex-wrap bo:gap-x-4 bo:gap-y-1 bo:text-xs bo:text-slate-700">
        <span className="bo:inline-flex bo:items-center bo:gap-1.5">
          <span aria-hidden="true" className="bo:inline-block bo:size-3 bo:rounded-sm bo:bg-emerald-600" />
          Revenue (highest {formatINR(topRevenue)})
        </span>
        <span className="bo:inline-flex bo:items-center bo:gap-1.5">
          <span aria-hidden="true" className="bo:inline-block bo:size-3 bo:rounded-sm bo:bg-slate-400" />
          Orders (most {topOrders})
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Revenue and orders per day. ${summary}`}
        className="bo:block bo:h-40 bo:w-full bo:border-b bo:border-slate-400"
        preserveAspectRatio="none"
      >
        {days.map((day, index) => {
          const revenue = bar(day.revenue, topRevenue);
          const orders = bar(day.orders, topOrders);
          return (
            <g key={day.date}>
              <title>{`${dayLabel(day.date)}: ${orderWord(day.orders)}, ${formatINR(day.revenue)}`}</title>
              <rect
                x={index * slot + slot * 0.1}
                y={HEIGHT - revenue}
                width={slot * 0.45}
                height={revenue}
                className="bo:fill-emerald-600"
              />
              <rect x={index * slot + slot * 0.55} y={HEIGHT - orders} width={slot * 0.3} height={orders} className="bo:fill-slate-400" />
            </g>
          );
        })}
      </svg>
      <div aria-hidden="true" className="bo:flex bo:justify-between bo:text-xs bo:text-slate-600">
        <span>{first ? dayLabel(first.date) : ''}</span>
        <span>{middle ? dayLabel(middle.date) : ''}</span>
        <span>{last ? dayLabel(last.date) : ''}</span>
      </div>
      <figcaption className="bo:text-sm bo:text-slate-700">{summary}</figcaption>
      <details className="bo:text-sm">
        <summary className="bo:cursor-pointer bo:rounded bo:text-slate-800 bo:underline bo:focus-visible:outline-2 bo:focus-visible:outline-slate-900">
          The figures as a table
        </summary>
        <table className="bo:mt-2 bo:w-full bo:max-w-md bo:text-left">
          <caption className="bo:sr-only">Orders and revenue per day, oldest first</caption>
          <thead className="bo:text-xs bo:uppercase bo:text-slate-600">
            <tr>
              <th scope="col" className="bo:py-1">
                Day
              </th>
              <th scope="col" className="bo:py-1 bo:text-right">
                Orders
              </th>
              <th scope="col" className="bo:py-1 bo:text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-slate-100">
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className="bo:py-1 bo:font-normal">
                  {dayLabel(day.date)}
                </th>
                <td className="bo:py-1 bo:text-right">{day.orders}</td>
                <td className="bo:py-1 bo:text-right">{formatINR(day.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
