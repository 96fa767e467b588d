import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import {
  findingResolvedAnswerSchema,
  reconciliationFindingsAnswerSchema,
  reconciliationRunAnswerSchema,
} from '@marketplace/contract/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReconcileRefundsDeps } from '../orders/refunds/reconcile-refunds.js';
import { listFindings } from './list-findings.js';
import { resolveFinding } from './resolve-finding.js';
import { runReconciliation } from './run-reconciliation.js';

const tags = ['reconciliation'];
const refused = { 401: errorBodySchema, 403: errorBodySchema };

/** Reconciliation for the admin (issue #35, docs/decisions/142). */
export const reconciliationRoutes: FastifyPluginAsyncZod<{
  paidProviderSessionId: ReconcileRefundsDeps['paidProviderSessionId'];
}> = async (app, { paidProviderSessionId }) => {
  const deps = {
    db: app.db,
    engine: app.databaseEngine,
    payments: app.payments,
    clock: app.clock,
    log: app.log,
    paidProviderSessionId,
  };

  app.get(
    '/admin/reconciliation',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'What reconciliation fixed and what needs a person (admin)',
        description:
          'Every finding still needing a person (a refund the payment provider did not make, a captured payment no order could be recorded for), newest first; then the 100 newest others: refunds left waiting that the sweep settled, and payments whose missed order it recorded.',
        response: { 200: reconciliationFindingsAnswerSchema, ...refused },
      },
    },
    async (request) => listFindings(deps, { actor: request.user }),
  );

  app.post(
    '/admin/reconciliation/run',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Run a reconciliation pass now (admin)',
        description:
          "Every instance runs one a minute; this runs one at once. Refunds left 'requested' for two minutes are looked up at the payment provider and settled (asked again, with the same idempotency key, when it holds none); payments captured in the last three days without an order get it, exactly once, or are left to a person. Answers what was new; `deferred` when the provider could not be reached.",
        response: { 200: reconciliationRunAnswerSchema, ...refused },
      },
    },
    async (request) => runReconciliation(deps, { actor: request.user }),
  );

  app.post(
    '/admin/reconciliation/:id/resolve',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mark a finding that needed a person handled (admin)',
        description:
          'Only one still open: 409 for one marked handled already (of two admins at once, one marks it) or one the sweep fixed itself; 404 for an unknown one.',
        params: z.strictObject({ id: idParamSchema }),
        response: {
          200: findingResolvedAnswerSchema,
          400: errorBodySchema,
          ...refused,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => resolveFinding(deps, { actor: request.user, findingId: request.params.id }),
  );
};
