import { errorBodySchema } from '@marketplace/contract/fields';
import { statementQuerySchema, statementSchema } from '@marketplace/contract/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../../../csv.js';
import { exportStatement } from './export-statement.js';
import { readStatement } from './read-statement.js';

const tags = ['statements'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const PERIOD_TEXT =
  '`from` and `to` are calendar days (YYYY-MM-DD, both included) in America/Los_Angeles, at most 366 days; `from` after `to` is a 400. Orders count on the day they were paid, refunds on the day they succeeded, whatever day their order was paid. A seller sees their own stores, an admin every store; `storeId` narrows to one.';

/** Store statements (issue #35, docs/decisions/141): a seller's stores, or every store for admins. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements',
    {
      config: { access: ['seller', 'admin'] },
      schema: {
        tags,
        summary: 'Per store and period: orders, gross sales, refunds, seller tips and net (cents)',
        description: PERIOD_TEXT,
        querystring: statementQuerySchema,
        response: { 200: statementSchema, ...errors },
      },
    },
    async (request) => readStatement({ db: app.db }, { actor: request.user, ...request.query }),
  );

  app.get(
    '/statements.csv',
    {
      config: { access: ['seller', 'admin'] },
      schema: {
        tags,
        summary: 'The same statement as a CSV file (text/csv), dollars, with a Total line',
        description: PERIOD_TEXT,
        querystring: statementQuerySchema,
        response: { 200: z.string().describe('The CSV file (text/csv).'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await exportStatement(
        { db: app.db },
        { actor: request.user, ...request.query },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
