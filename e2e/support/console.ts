import { expect, type Page } from '@playwright/test';

/**
 * On the admin's Orders screen (already open), gives the order numbered `number` to the driver
 * named `driverName` from its row, as an operations lead does. Answers the row and the order's
 * full id, read from the confirmation toast.
 */
export async function assignInConsole(page: Page, number: string, driverName: string) {
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Unassigned');
  const driverSelect = row.getByRole('combobox', { name: `Driver for order ${number}` });
  const driver = await driverSelect
    .locator('option', { hasText: driverName })
    .getAttribute('value');
  await driverSelect.selectOption(driver!);
  await row.getByRole('button', { name: `Assign order ${number}` }).click();
  const assigned = page.getByText(/^Order .* assigned successfully!$/);
  await expect(assigned).toBeVisible();
  const orderId = (await assigned.textContent())!.replace(/^Order | assigned successfully!$/g, '');
  await expect(row).toContainText(driverName);
  return { row, orderId, toast: assigned };
}
