import { shortOrderId } from '@marketplace/core/orders/short-order-id';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Session } from './login';

/**
 * On the admin's Orders screen (already open), gives the order numbered `number` to the driver
 * named `driverName` from its row, as an operations lead does. Answers the row, the order's full
 * id (looked up by its number, as the toast says the number) and the confirmation toast.
 */
export async function assignInConsole(
  page: Page,
  number: string,
  driverName: string,
  lookUp: { request: APIRequestContext; admin: Session },
) {
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Unassigned');
  await row.getByRole('button', { name: `Assign order ${number}` }).click();
  // The assign dialog finds the driver by name on the server (issue #32).
  const dialog = page.getByRole('dialog', { name: `Assign order ${number}` });
  await dialog.getByLabel('Find a driver').fill(driverName);
  // Exactly: the dialog's suggested drivers (issue #34) begin with the same words.
  await dialog
    .getByRole('button', { name: `Assign order ${number} to ${driverName}`, exact: true })
    .click();
  await expect(dialog).toBeHidden();
  const assigned = page.getByText(`Order ${number} assigned successfully!`);
  await expect(assigned).toBeVisible();
  await expect(row).toContainText(driverName);
  const listed = await lookUp.request.get('/api/orders?limit=100', {
    headers: { Authorization: `Bearer ${lookUp.admin.token}` },
  });
  const order = (await listed.json()).orders.find(
    (o: { _id: string }) => shortOrderId(o._id) === number,
  );
  expect(order).toBeTruthy();
  return { row, orderId: order._id as string, toast: assigned };
}

/** The actions on an order's timeline, first first, as an admin reads them. */
export async function timelineActions(
  request: APIRequestContext,
  admin: Session,
  orderId: string,
): Promise<string[]> {
  const timeline = await request.get(`/api/orders/${orderId}/timeline`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(timeline.ok()).toBe(true);
  return (await timeline.json()).map((event: { action: string }) => event.action);
}
