import type { ErrorBody } from '@marketplace/contract/errors';
import { SERVER_ERROR, SOMETHING_WENT_WRONG } from '@marketplace/core/constants/messages';
import { readRaw, removeKeys } from '../lib/local-store';
import { attachmentName, saveFile } from '../lib/save-file';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { takeEarlyResponse } from './early-requests';

/**
 * A failed API call. `serverMessage` is the sentence the API sent in `{ error }` (SPEC §8 says
 * several screens show it verbatim); it is absent for network failures and non-JSON replies.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** The whole error body, for answers that say more (the rows a bulk change refused). */
  readonly body: unknown;

  constructor(options: { status: number; code?: string; serverMessage?: string; body?: unknown }) {
    super(options.serverMessage ?? `HTTP error! status: ${options.status}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.body = options.body;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Another bearer token than the session's (the onboarding token verify-otp hands a new phone).
   * Without it, the logged-in session's token goes with every request.
   */
  token?: string;
  signal?: AbortSignal;
};

/**
 * The sentence to show for a failed call: the API's own (SPEC §8 shows several verbatim), or
 * `fallback` when there is none (a network failure, a reply that is not ours). A fault on the
 * server's side (5xx) adds the request's reference, which support finds in the logs
 * (docs/deploy.md, Logs); a refusal (4xx) says all there is to say.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  const reference = serverFaultReference(error);
  return reference ? `${message} Reference: ${reference}.` : message;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request id of a 5xx answer, short enough to read out on the phone: a UUID's first eight
 * characters (a log search for them finds it), any other id (one a proxy gave) whole.
 */
function serverFaultReference(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 500) return null;
  const requestId = isErrorBody(error.body) ? error.body.requestId : undefined;
  if (typeof requestId !== 'string' || requestId === '') return null;
  return UUID.test(requestId) ? requestId.slice(0, 8) : requestId;
}

/**
 * SPEC §7 mutations (create, update, delete…): the API's sentence, 'Server error. Please try
 * again later.' when the request never got an answer, else 'Something went wrong'.
 */
export function mutationErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === 'NETWORK_ERROR') return SERVER_ERROR;
  return errorMessage(error, SOMETHING_WENT_WRONG);
}

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Hears when the API refuses the session's token (401: expired, or the account is gone). The
 * session is cleared by then; the app sends the user to /login, to come back where they were.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function endSession(): void {
  // Only the login goes: the cart and the checkout in progress are the buyer's, not the token's.
  removeKeys([STORAGE_KEYS.user, STORAGE_KEYS.token]);
  for (const listener of sessionEndedListeners) listener();
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** Calls the API on this origin (`/api/...`) and returns the parsed JSON, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const sessionToken = options.token ? null : readRaw(STORAGE_KEYS.token);
  const token = options.token ?? sessionToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const early = method === 'GET' ? takeEarlyResponse(path, token) : null;
  let reply: { status: number; text: string } | null = early ? await early.catch(() => null) : null;
  if (!reply) {
    try {
      const response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      reply = { status: response.status, text: await response.text() };
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
    }
  }

  const { status, text } = reply;
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }

  if (status < 200 || status > 299) {
    if (status === 401 && sessionToken && readRaw(STORAGE_KEYS.token) === sessionToken)
      endSession();
    throw new ApiError({
      status,
      code: isErrorBody(data) ? data.code : undefined,
      serverMessage: isErrorBody(data) ? data.error : undefined,
      body: data,
    });
  }
  return data as T;
}

/**
 * A file the API sends only with the session's token, which a plain link or an <img> cannot
 * carry: the answer, or an ApiError as apiRequest throws them.
 */
async function fetchWithSession(path: string): Promise<Response> {
  const token = readRaw(STORAGE_KEYS.token);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError({
      status: response.status,
      code: isErrorBody(body) ? body.code : undefined,
      serverMessage: isErrorBody(body) ? body.error : undefined,
      body,
    });
  }
  return response;
}

/**
 * Fetches a file the API makes (a CSV export) and hands it to the browser to save under the
 * server's name, else `fallbackName`.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await fetchWithSession(path);
  const fileName = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
}

/** A private image (a delivery photo), to show from an object URL. */
export async function apiBlob(path: string): Promise<Blob> {
  return (await fetchWithSession(path)).blob();
}
