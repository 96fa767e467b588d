import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import { PHOTO } from './constants';
import { newAccount, type Session } from './login';

/** A new account (Omar `lastName`) made a driver by an admin: its session, user with driverId. */
export async function newDriver(request: APIRequestContext, admin: Session, lastName: string) {
  const account = await newAccount(request, 'Omar', lastName);
  const promoted = await request.patch('/api/users/roles', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { changes: [{ userId: account.user._id, role: 'driver' }] },
  });
  expect(promoted.ok()).toBe(true);
  const me = await (
    await request.get('/api/me', { headers: { Authorization: `Bearer ${account.token}` } })
  ).json();
  return { ...account, user: me };
}

/**
 * On the hand-over step: the photo proof, taken with the phone's camera in real life. It uploads
 * as soon as it is chosen; Complete waits for it, so a tap right after never loses it.
 */
export async function photographHandOver(handOver: Locator) {
  await handOver.locator('input[type=file]').setInputFiles({
    name: 'door.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
}
