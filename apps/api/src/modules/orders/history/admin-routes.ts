import { errorBodySchema } from '@marketplace/contract/fields';
import {
  dailyOrderTotalsQuerySchema,
  dailyOrderTotalsSchema,
  orderHistoryAnswerSchema,
  orderHistoryFiltersSchema,
  orderHistoryQuerySchema,
} from '@marketplace/contract/order-history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../../csv.js';
import { dailyOrderTotals } from './daily-order-totals.js';
import { exportAdminOrderHistory } from './export-admin-order-history.js';
import { listAdminOrderHistory } from './list-admin-order-history.js';

const tags = ['order history'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const FILTERS_TEXT =
  "Filters: `status` as the admin sees it ('unassigned' included), `storeId` (an unknown store has no orders), `orderType` exactly as stored, and `from`/`to` calendar days (YYYY-MM-DD, both included) in America/Los_Angeles; `from` after `to` is a 400.";

/** The admin's Order History (SPEC §2 /admindashboard/order-history, docs/decisions/093). */
export const orderHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/order-history',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary: 'Every order of every status and day, filtered, newest first (admin)',
        description: `${FILTERS_TEXT} Pages with \`before\` (the previous answer's \`nextBefore\`) and \`limit\`.`,
        querystring: orderHistoryQuerySchema,
        response: { 200: orderHistoryAnswerSchema, ...errors },
      },
    },
    async (request) =>
      listAdminOrderHistory({ db: app.db }, { actor: request.user, ...request.query }),
  );

  app.get(
    '/admin/order-history/export',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'The filtered order history as a CSV file (text/csv), newest first (admin)',
        description: `${FILTERS_TEXT} At most 50,000 orders: a wider filter is a 400 asking to narrow it.`,
        querystring: orderHistoryFiltersSchema,
        response: { 200: z.string().describe('The CSV file (text/csv).'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportAdminOrderHistory(
        { db: app.db, clock: app.clock },
        { actor: request.user, ...request.query },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/order-history/daily',
    {
      config: { access: ['admin'], cache: 'console' },
      schema: {
        tags,
        summary: 'Orders and sales per day for the last 30 days, one store or all (admin)',
        description:
          'Today and the 29 days before it in America/Los_Angeles, oldest first, a zero for a day without orders. Cancelled orders count neither as orders nor as sales; sales are the totals buyers paid, in dollars.',
        querystring: dailyOrderTotalsQuerySchema,
        response: { 200: dailyOrderTotalsSchema, ...errors },
      },
    },
    async (request) =>
      dailyOrderTotals({ db: app.db, clock: app.clock }, { actor: request.user, ...request.query }),
  );
};
