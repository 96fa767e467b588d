import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import { OTP_DEV_CODE } from './constants';

/** Types a phone and the dev code into /login, as a person would. */
export async function loginByPhone(page: Page, phone: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  await page.getByLabel('Verification code').fill(OTP_DEV_CODE.slice(0, 5));
  await expect(verify).toBeDisabled();
  await page.getByLabel('Verification code').fill(OTP_DEV_CODE);
  await verify.click();
}

/** A phone no demo account uses, different in every call (each run starts on a fresh database). */
export function newPhone(): string {
  const suffix = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const jitter = Math.floor(Math.random() * 10);
  return `818${(Number(suffix) + jitter).toString().padStart(7, '0').slice(-7)}`;
}

export type Session = { token: string; user: Record<string, unknown> };

/**
 * A demo account's session through the API, for specs about what comes after login (login.spec
 * types it). A phone gets one code a minute: when another spec has just sent this one a code,
 * wait as long as the server's Retry-After says.
 */
export async function sessionOf(request: APIRequestContext, phone: string): Promise<Session> {
  const cached = readSessions()[phone];
  if (cached) return cached;
  const sent = await afterRateLimits(() => request.post('/api/send-otp', { data: { phone } }));
  if (!sent.ok()) throw new Error(`send-otp answered ${sent.status()}: ${await sent.text()}`);
  const verified = await request.post('/api/verify-otp', { data: { phone, code: OTP_DEV_CODE } });
  expect(verified.ok()).toBe(true);
  const session: Session = await verified.json();
  writeSessions({ ...readSessions(), [phone]: session });
  return session;
}

/**
 * Keeps a demo account's session that a spec logged in by hand (login.spec, which runs before the
 * others), so sessionOf hands it out without sending that phone another code.
 */
export function keepSession(phone: string, session: Session): void {
  writeSessions({ ...readSessions(), [phone]: session });
}

/**
 * Sessions taken in this run, shared by the spec files' workers through a file the config names
 * (E2E_SESSIONS_FILE), so a demo phone is sent one code per run here rather than one per spec.
 */
function readSessions(): Record<string, Session> {
  const file = process.env.E2E_SESSIONS_FILE;
  if (!file || !existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

function writeSessions(sessions: Record<string, Session>): void {
  const file = process.env.E2E_SESSIONS_FILE;
  if (file) writeFileSync(file, JSON.stringify(sessions));
}

/** Puts a session where the app keeps it, as if the user had logged in on this page. */
export async function openWithSession(page: Page, session: Session, path = '/'): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('token', token);
  }, session);
  if (path !== '/') await page.goto(path);
}

/** A demo account's session on this page (sessionOf, then openWithSession). */
export async function useSessionOf(page: Page, phone: string): Promise<void> {
  await openWithSession(page, await sessionOf(page.request, phone));
}

/** A new buyer account made through the API (sign-up itself is login.spec's subject). */
export async function newAccount(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
): Promise<Session> {
  const phone = newPhone();
  const sent = await afterRateLimits(() => request.post('/api/send-otp', { data: { phone } }));
  expect(sent.ok()).toBe(true);
  const verified = await request.post('/api/verify-otp', { data: { phone, code: OTP_DEV_CODE } });
  const { tempToken } = await verified.json();
  const onboarded = await afterRateLimits(() =>
    request.put('/api/onboard-user', {
      headers: { Authorization: `Bearer ${tempToken}` },
      data: {
        phone,
        email: `${lastName.toLowerCase()}.${phone}@example.com`,
        firstName,
        lastName,
        dob: '1990-04-02',
        gender: 'female',
      },
    }),
  );
  expect(onboarded.ok()).toBe(true);
  return onboarded.json();
}

/**
 * The response, sent again after the wait a 429 names (twice at most): a phone gets one code a
 * minute, and the suite onboards from one address, 10 accounts a minute at most.
 */
async function afterRateLimits(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    const wait = Number(response.headers()['retry-after'] ?? 0);
    if (response.status() !== 429 || attempt >= 2 || !(wait > 0)) return response;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}
