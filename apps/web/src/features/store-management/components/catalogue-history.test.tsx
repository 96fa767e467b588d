import type { CatalogChange } from '@marketplace/contract/store-management';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProductCategory, storeSession } from '../../../testing/factories';
import { mockApi } from '../../../testing/fetch-mock';
import { buildManagedStore } from '../../../testing/store-management/build-managed-store';
import { renderCatalogue } from '../../../testing/store-management/render-catalogue';

const store = buildManagedStore({ _id: 'store-7', name: 'Casa Arroyo' });

function change(overrides: Partial<CatalogChange>): CatalogChange {
  return {
    _id: 'change-1',
    at: '2025-05-02T17:30:00.000Z',
    actor: { _id: 'user-1', name: 'Ana Ruiz', role: 'admin' },
    action: 'update',
    entity: 'product',
    entityId: 'product-1',
    entityName: 'Tacos al pastor',
    fields: [],
    ...overrides,
  };
}

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('store catalogue: history', () => {
  it('lists changes newest first with when, who, what and each field from → to', async () => {
    storeSession({ role: 'admin' });
    mockApi({
      'GET /api/store/store-7/changes': {
        body: {
          changes: [
            change({
              _id: 'c3',
              fields: [
                { field: 'price', from: 12.5, to: 13 },
                { field: 'isHidden', from: false, to: true },
                { field: 'productCategoryId', from: 'cat-tacos', to: 'cat-specials' },
                { field: 'images', from: [], to: ['/api/uploads/Product/a.png'] },
                {
                  field: 'customizations',
                  from: [],
                  to: [
                    { name: 'Salsa', isRequired: false, options: [{ title: 'Verde', price: 0 }] },
                  ],
                },
              ],
            }),
            change({
              _id: 'c2',
              at: '2025-05-01T09:05:00.000Z',
              action: 'create',
              entity: 'productCategory',
              entityName: 'Drinks',
              actor: { _id: 'user-2', name: 'Leo Park', role: 'dataentry' },
              // A creation has no 'from'.
              fields: [{ field: 'name', from: undefined, to: 'Drinks' }],
            }),
          ],
          nextBefore: null,
        },
      },
      'GET /api/store/store-7/product-categories': {
        body: [
          buildProductCategory({ _id: 'cat-tacos', name: 'Tacos', storeId: 'store-7' }),
          buildProductCategory({ _id: 'cat-specials', name: 'Specials', storeId: 'store-7' }),
        ],
      },
    });
    renderCatalogue(store, 'history');

    const list = await screen.findByRole('list', { name: 'Changes' });
    const [newest, older] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(newest).getByText('Updated product Tacos al pastor')).toBeVisible();
    expect(within(newest).getByText('by Ana Ruiz (admin)')).toBeVisible();
    expect(within(newest).getByText(when('2025-05-02T17:30:00.000Z'))).toHaveAttribute(
      'dateTime',
      '2025-05-02T17:30:00.000Z',
    );
    expect(within(newest).getByText('Price').nextSibling).toHaveTextContent(
      '$12.50 → changed to $13.00',
    );
    expect(within(newest).getByText('Hidden').nextSibling).toHaveTextContent('no → changed to yes');
    // In words, not JSON or ids (issue #30).
    expect(await within(newest).findByText('Specials', { exact: false })).toBeInTheDocument();
    expect(within(newest).getByText('Product category').nextSibling).toHaveTextContent(
      'Tacos → changed to Specials',
    );
    expect(within(newest).getByText('Photos').nextSibling).toHaveTextContent(
      'no photos → changed to 1 photo',
    );
    expect(within(newest).getByText('Customizations').nextSibling).toHaveTextContent(
      'none → changed to Salsa: Verde',
    );
    expect(within(older).getByText('Created product category Drinks')).toBeVisible();
    expect(within(older).getByText('by Leo Park (dataentry)')).toBeVisible();
    expect(within(older).getByText('Name').nextSibling).toHaveTextContent(/^Drinks$/);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('loads older changes a page at a time with the previous page’s nextBefore', async () => {
    storeSession({ role: 'admin' });
    const pages = [
      { changes: [change({ _id: 'c9', entityName: 'Horchata' })], nextBefore: 'c9' },
      { changes: [change({ _id: 'c4', entityName: 'Elote' })], nextBefore: null },
    ];
    let served = 0;
    const fetchMock = mockApi({
      'GET /api/store/store-7/changes': () => {
        served += 1;
        return { body: pages[served - 1] };
      },
    });
    const user = userEvent.setup();
    renderCatalogue(store, 'history');

    expect(await screen.findByText('Updated product Horchata')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('Updated product Elote')).toBeVisible();
    expect(screen.getByText('Updated product Horchata')).toBeVisible();
    const changesAsked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/changes'));
    expect(changesAsked).toEqual([
      '/api/store/store-7/changes',
      '/api/store/store-7/changes?before=c9',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    storeSession({ role: 'admin' });
    mockApi({ 'GET /api/store/store-7/changes': { body: { changes: [], nextBefore: null } } });
    renderCatalogue(store, 'history');
    expect(await screen.findByRole('heading', { name: 'No changes recorded yet' })).toBeVisible();
  });

  it('is not shown, nor asked for, without the right to see it', async () => {
    storeSession({ role: 'dataentry' });
    const fetchMock = mockApi({});
    const { container } = renderCatalogue(store, 'history', false);
    expect(screen.queryByRole('list', { name: 'Changes' })).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
