import type { DashboardDay } from '@shop/shared/contracts';
import { formatINR } from '@shop/shared/format';

const WIDTH = 600;
const HEIGHT = 180;
const TOP = 12;
const BOTTOM = 24;

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
  return `${orderWord(orders)} and ${formatINR(revenue)} revenue from ${span}; the best day was ${dayLabel(best.date)} with ${formatINR(best.revenue)}.`;
}

/**
 * Revenue per day as bars, drawn as SVG (no chart library): the picture is described by its
 * summary, and the same figures follow as a table anyone can open.
 */
export function DaysChart({ days }: { days: readonly DashboardDay[] }) {
  const top = Math.max(...days.map((day) => day.revenue), 0);
  const slot = WIDTH / Math.max(days.length, 1);
  const plot = HEIGHT - TOP - BOTTOM;
  const summary = daysSummary(days);
  const marks = [days[0], days[Math.floor(days.length / 2)], days.at(-1)].filter((day) => day !== undefined);
  return (
    <figure className="bo:space-y-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Revenue per day. ${summary}`}
        className="bo:h-auto bo:w-full bo:text-slate-500"
        preserveAspectRatio="none"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="currentColor" strokeWidth="1" />
        {top > 0 ? (
          <text x="2" y={TOP - 2} fontSize="11" fill="currentColor">
            {formatINR(top)}
          </text>
        ) : null}
        {days.map((day, index) => {
          const height = top > 0 ? (day.revenue / top) * plot : 0;
          return (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              y={HEIGHT - BOTTOM - height}
              width={slot * 0.7}
              height={height}
              rx="2"
              className="bo:fill-emerald-600"
            >
              <title>{`${dayLabel(day.date)}: ${orderWord(day.orders)}, ${formatINR(day.revenue)}`}</title>
            </rect>
          );
        })}
        {marks.map((day) => {
          const index = days.indexOf(day);
          const anchor = index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle';
          const x = anchor === 'start' ? 0 : anchor === 'end' ? WIDTH : index * slot + slot / 2;
          return (
            <text key={day.date} x={x} y={HEIGHT - 6} fontSize="11" fill="currentColor" textAnchor={anchor}>
              {dayLabel(day.date)}
            </text>
          );
        })}
      </svg>
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
