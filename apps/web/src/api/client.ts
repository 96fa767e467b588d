import type { ErrorBody } from '@marketplace/contract/errors';
import { takeEarlyResponse } from './early-requests';

/**
 * A failed API call. `serverMessage` is the sentence the API sent in `{ error }` (SPEC §8 says
 * several screens show it verbatim); it is absent for network failures and non-JSON replies.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(options: { status: number; code?: string; serverMessage?: string }) {
    super(options.serverMessage ?? `HTTP error! status: ${options.status}`);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token; the session token by default is the caller's choice, never implicit. */
  token?: string | null;
  signal?: AbortSignal;
};

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

/** Calls the API on this origin (`/api/...`) and returns the parsed JSON, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, token, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const early = method === 'GET' && !token ? takeEarlyResponse(path) : null;
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
    throw new ApiError({
      status,
      code: isErrorBody(data) ? data.code : undefined,
      serverMessage: isErrorBody(data) ? data.error : undefined,
    });
  }
  return data as T;
}
