import type { ImportRow, ProductsImportAnswer } from '@marketplace/contract/store-management';
import { PRICE_NOT_POSITIVE } from '@marketplace/core/constants/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../testing/factories';
import { mockApi, sentBodies } from '../../../testing/fetch-mock';
import { managedStoresApi } from '../../../testing/managed-stores-api';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { renderCatalogue } from '../../../testing/store-management/render-catalogue';

const store = buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo' });
const IMPORT = '/api/store/store-7/products/import';
const HEADER = 'id,productCategory,name,price,stock';
const WITH_ERROR = `${HEADER}\n,Drinks,Horchata,4.50,12\np-pastor,Tacos,Al pastor,13,20\n,Sides,Elote,0,5\n`;
const FIXED = `${HEADER}\n,Drinks,Horchata,4.50,12\np-pastor,Tacos,Al pastor,13,20\n`;

function importRow(overrides: Partial<ImportRow>): ImportRow {
  return {
    line: 2,
    action: 'create',
    productId: null,
    name: 'Horchata',
    productCategory: 'Drinks',
    newCategory: false,
    changes: [],
    errors: [],
    ...overrides,
  };
}

const horchata = importRow({
  newCategory: true,
  changes: ['name', 'price', 'stock'],
});
const pastor = importRow({
  line: 3,
  action: 'update',
  productId: 'p-pastor',
  name: 'Al pastor',
  productCategory: 'Tacos',
  changes: ['price'],
});
const elote = importRow({
  line: 4,
  name: 'Elote',
  productCategory: 'Sides',
  newCategory: true,
  errors: [PRICE_NOT_POSITIVE],
});

function answer(rows: ImportRow[], dryRun = true): ProductsImportAnswer {
  return {
    status: 200,
    message: dryRun ? 'Preview ready.' : 'Imported: 2 created, 0 updated, 0 unchanged.',
    dryRun,
    rows,
    created: rows.filter((row) => row.action === 'create').length,
    updated: rows.filter((row) => row.action === 'update').length,
    unchanged: rows.filter((row) => row.action === 'unchanged').length,
  };
}

async function chooseCsv(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.upload(
    screen.getByLabelText('CSV file'),
    new File([text], 'products.csv', { type: 'text/csv' }),
  );
  await waitFor(() => expect(screen.getByLabelText('Or paste the CSV')).toHaveValue(text));
}

describe('store catalogue: CSV import and export', () => {
  it('previews first, refuses to apply while lines have errors, then applies a clean preview', async () => {
    storeSession({ role: 'admin' });
    const fetchMock = mockApi({
      'GET /api/store/store-7/products': { body: [] },
      'GET /api/store/store-7/product-categories': { body: [] },
      'GET /api/stores-for-admin': managedStoresApi([store]),
      [`POST ${IMPORT}`]: ({ body }) => {
        const { csv, dryRun } = body as { csv: string; dryRun: boolean };
        const rows = csv === WITH_ERROR ? [horchata, pastor, elote] : [horchata, pastor];
        return { body: answer(rows, dryRun) };
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'import');

    const apply = screen.getByRole('button', { name: 'Apply import' });
    expect(apply).toBeDisabled();
    await chooseCsv(user, WITH_ERROR);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('table', { name: 'Import preview' });
    const [, first, second, third] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(first as HTMLElement).getByText('New')).toBeVisible();
    expect(within(first as HTMLElement).getByText('New category')).toBeVisible();
    expect(within(first as HTMLElement).getByText('name, price, stock')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Update')).toBeVisible();
    expect(within(second as HTMLElement).getByText('price')).toBeVisible();
    expect(within(third as HTMLElement).getByText(PRICE_NOT_POSITIVE)).toBeVisible();
    expect(screen.getByText('1 line to fix')).toBeVisible();
    expect(screen.getByText('2 new categories')).toBeVisible();
    expect(apply).toBeDisabled();

    await chooseCsv(user, FIXED);
    expect(screen.getByText('The CSV changed since the preview. Preview it again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);

    expect(
      await screen.findByText('Imported: 2 created, 0 updated, 0 unchanged.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, IMPORT)).toEqual([
      { csv: WITH_ERROR, dryRun: true },
      { csv: FIXED, dryRun: true },
      { csv: FIXED, dryRun: false },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Or paste the CSV')).toHaveValue(''));
  });

  it('shows a refused apply line by line', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      [`POST ${IMPORT}`]: ({ body }) =>
        (body as { dryRun: boolean }).dryRun
          ? { body: answer([horchata]) }
          : {
              status: 400,
              body: {
                error: 'Some rows could not be saved. Nothing was changed.',
                code: 'VALIDATION_FAILED',
                rows: [{ row: '2', field: 'price', error: PRICE_NOT_POSITIVE }],
              },
            },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'import');
    await user.type(screen.getByLabelText('Or paste the CSV'), 'id,name');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Import preview' });
    await user.click(screen.getByRole('button', { name: 'Apply import' }));

    const refused = await screen.findByText(`Line 2 (price): ${PRICE_NOT_POSITIVE}`);
    expect(refused.closest('[role="alert"]')).toHaveTextContent(
      'Some rows could not be saved. Nothing was changed.',
    );
  });

  it('downloads the CSV export with the session’s token', async () => {
    const user = storeSession({ role: 'admin' });
    const fetchMock = mockApi({ 'GET /api/store/store-7/products/export': { body: 'id,name' } });
    const createObjectURL = vi.fn(() => 'blob:products');
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderCatalogue(store, 'import');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['Casa Arroyo-products.csv blob:products']));
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer token-for-${user._id}`);
  });
});
