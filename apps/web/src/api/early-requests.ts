/**
 * Answers to requests index.html started before the app's code arrived (docs/decisions/040):
 * on a deep link to a store page, the store, its menu and its neighbours; for a signed-in
 * visitor, the login check and their dashboard's first list, asked with the stored token. Each
 * answer is used once, by the first identical GET with the same token, and only while fresh;
 * anything else goes to the network as usual.
 */

export type EarlyReply = { status: number; text: string };
type EarlyEntry = {
  at: number;
  reply: Promise<EarlyReply>;
  settled?: EarlyReply;
  /** The session's token it was asked with; absent for public reads, the same for anyone. */
  token?: string;
};

declare global {
  interface Window {
    __earlyRequests?: Record<string, EarlyEntry>;
  }
}

/** Older answers may no longer be true (stock, hours); they are fetched again. */
export const EARLY_REPLY_MAX_AGE_MS = 15_000;

function takeEntry(path: string, token: string | null, now: number): EarlyEntry | null {
  const entries = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  const entry = entries?.[path];
  if (!entries || !entry) return null;
  delete entries[path];
  // Another session's answer (a logout or a login in between) is not this request's.
  if (entry.token !== undefined && entry.token !== token) return null;
  return now - entry.at <= EARLY_REPLY_MAX_AGE_MS ? entry : null;
}

/**
 * The early answer to a GET of `path` sent with `token` (pending or not), taken; null when
 * there is none.
 */
export function takeEarlyResponse(
  path: string,
  token: string | null = null,
  now = Date.now(),
): Promise<EarlyReply> | null {
  return takeEntry(path, token, now)?.reply ?? null;
}

/**
 * The early answer's JSON to a public read when it has already arrived successfully, taken; otherwise
 * undefined and the entry is left for the request that follows. Queries use it as their
 * initial data, so the first render already shows the store instead of a placeholder.
 */
export function takeEarlyData<T>(path: string, now = Date.now()): T | undefined {
  const entry = typeof window === 'undefined' ? undefined : window.__earlyRequests?.[path];
  if (entry?.settled?.status !== 200 || entry.token !== undefined) return undefined;
  takeEntry(path, null, now);
  try {
    return now - entry.at <= EARLY_REPLY_MAX_AGE_MS
      ? (JSON.parse(entry.settled.text) as T)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once every early request has an answer (or failed), including those started because
 * of another's answer (a store's first products follow its categories).
 */
export async function earlyRequestsSettled(): Promise<void> {
  const entries = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!entries) return;
  for (;;) {
    const pending = Object.values(entries).filter((entry) => !entry.settled);
    if (pending.length === 0) return;
    await Promise.all(pending.map((entry) => entry.reply.catch(() => null)));
    // Let an answer's follow-up request start before looking again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (pending.every((entry) => !entry.settled)) return;
  }
}
