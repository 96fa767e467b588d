import type { ErrorBody } from '@marketplace/contract/errors';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseOutage } from '../db/errors.js';
import { AppError, isAppError } from '../errors.js';
import { capitalize, describeField } from './field-name.js';

/** Requests larger than this are refused before they are parsed; no route needs more. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The answer while PostgreSQL is away (restarting, failing over, full): a 503 to try again. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering. Please try again in a moment.';

/** One validation issue as fastify-type-provider-zod hands it over. */
type Issue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/**
 * The one error handler: every failure leaves as `{ error, code, requestId }`. Client mistakes say what to
 * fix; a server fault is logged in full and answered with a sentence that reveals nothing.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error, request.routeOptions.bodyLimit ?? BODY_LIMIT_BYTES);
      if (appError.code === 'DATABASE_UNAVAILABLE') {
        // An outage fails every request alike: one line each, not a stack trace each.
        const reason = appError.cause instanceof Error ? appError.cause.message : appError.message;
        request.log.warn(`database unavailable: ${reason}`);
      } else if (appError.statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
      }
      return reply
        .code(appError.statusCode)
        .headers(appError.headers)
        .send({
          ...appError.details,
          error: appError.message,
          code: appError.code,
          requestId: request.id,
        } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);

/** `bodyLimit`: the route's own, for a route that takes more (a CSV import). */
function toAppError(error: FastifyError, bodyLimit: number): AppError {
  if (isAppError(error)) return error;
  const outage = databaseOutage(error);
  if (outage) {
    return new AppError('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause: outage });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const place = error.validationContext ?? 'body';
    return new AppError('VALIDATION_FAILED', describeIssue(error.validation[0]!, place));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        'BODY_TOO_LARGE',
        `The request body is too large (at most ${Math.floor(bodyLimit / 1024)} KB).`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('VALIDATION_FAILED', 'The request body is empty; send a JSON object.');
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad content length, and the like) already read as sentences.
    return new AppError(status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', error.message);
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** A sentence naming the field and what is wrong with it. */
function describeIssue(issue: Issue, place: string): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const name = describeField(path, place);
  const { params } = issue;
  switch (issue.keyword) {
    case 'unrecognized_keys': {
      const keys = (params.keys as string[]).map((key) => `"${key}"`).join(', ');
      return `Unknown field ${keys} in ${name}.`;
    }
    case 'invalid_type':
      // A missing body arrives as null; a missing field as undefined.
      return /received (undefined|null)$/.test(issue.message ?? '')
        ? `${capitalize(name)} is required.`
        : `${capitalize(name)} must be ${article(String(params.expected))}.`;
    case 'too_small':
    case 'too_big':
      return sizeSentence(name, issue);
    case 'invalid_value':
      return `${capitalize(name)} must be one of: ${(params.values as unknown[]).join(', ')}.`;
    case 'invalid_union': {
      const inner = writtenBranchIssue(issue);
      if (inner) return describeIssue(inner, place);
      break;
    }
  }
  // Our schemas give formats and refinements a sentence of their own; zod's defaults start "Invalid".
  if (issue.message && !issue.message.startsWith('Invalid')) return issue.message;
  return `${capitalize(name)} is not valid.`;
}

type BranchIssue = { code: string; path: (string | number)[]; message?: string };

/**
 * A union of strict objects (POST /store/create: the seller's fields or `{sellerId, storeData}`)
 * fails as a whole; the input was written for the one branch that knows all its top-level
 * fields, and that branch's first issue is the one worth telling. None or several: no guess.
 */
function writtenBranchIssue(issue: Issue): Issue | null {
  const branches = (issue.params.errors ?? []) as BranchIssue[][];
  const written = branches.filter(
    (issues) => !issues.some((each) => each.code === 'unrecognized_keys' && each.path.length === 0),
  );
  const first = written.length === 1 ? written[0]![0] : undefined;
  if (!first) return null;
  const { code, path, message, ...params } = first;
  return {
    keyword: code,
    instancePath: [issue.instancePath, ...path].join('/'),
    message,
    params,
  };
}

function sizeSentence(name: string, issue: Issue): string {
  const { origin, minimum, maximum } = issue.params;
  const limit = Number(issue.keyword === 'too_small' ? minimum : maximum);
  const bound = issue.keyword === 'too_small' ? 'at least' : 'at most';
  const unit =
    origin === 'string'
      ? ` character${limit === 1 ? '' : 's'}`
      : origin === 'array'
        ? ` item${limit === 1 ? '' : 's'}`
        : '';
  if (origin === 'string' && issue.keyword === 'too_small' && limit === 1) {
    return `${capitalize(name)} cannot be empty.`;
  }
  return `${capitalize(name)} must be ${bound} ${limit}${unit}.`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
