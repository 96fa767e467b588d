import { expect, type Page } from '@playwright/test';
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
