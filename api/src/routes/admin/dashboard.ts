import { DASHBOARD_DAYS, dashboardReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { periodOf } from '../../repositories/dashboard-repository';

/** How many of the low-stock products the dashboard names; the count covers them all. */
const LOW_STOCK_NAMED = 5;

/** The owner's dashboard: the day's and the month's sales, what waits for staff, and the last 30 days. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { preHandler: app.requirePermission('dashboard:read'), schema: { response: { 200: dashboardReplySchema } } },
    async () => {
      const { dashboard, stock } = app.repositories;
      const [days, waiting, low, inquiries] = await Promise.all([
        dashboard.days(new Date()),
        dashboard.waiting(),
        stock.low(),
        dashboard.inquiriesWaiting(),
      ]);
      const today = days.at(-1);
      if (!today) throw new Error('the dashboard read no days');
      const month = today.date.slice(0, 7);
      return ok({
        today: today.date,
        todayFigures: periodOf([today]),
        monthFigures: periodOf(days.filter((day) => day.date.startsWith(month))),
        waiting,
        lowStock: { count: low.length, products: low.slice(0, LOW_STOCK_NAMED) },
        inquiries,
        days: days.slice(-DASHBOARD_DAYS),
      });
    },
  );
};

export default adminDashboardRoutes;
