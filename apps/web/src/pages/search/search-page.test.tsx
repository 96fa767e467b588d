import { NO_RESULTS } from '@marketplace/core/constants/messages';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildStore } from '../../testing/factories';
import { mockApi } from '../../testing/fetch-mock';
import { renderWithRouter } from '../../testing/render-app';
import { SearchPage } from './search-page';

function renderSearch(path: string, body: unknown) {
  const fetchMock = mockApi({ 'GET /api/search': { body } });
  renderWithRouter(
    <Routes>
      <Route path="/search" element={<SearchPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

describe('Search page', () => {
  it('lists stores linking to their page and products with their store', async () => {
    const store = buildStore({ _id: 's1', name: 'Old Town Coffee', category: 'Coffee Shops' });
    const product = {
      ...buildProduct({ name: 'Oat Latte', storeId: 's1' }),
      storeName: 'Old Town Coffee',
      storeAddress: store.address,
    };
    const fetchMock = renderSearch('/search?q=cofee', { stores: [store], products: [product] });
    const stores = await screen.findByRole('region', { name: /Stores/ });
    expect(within(stores).getByRole('link', { name: /Old Town Coffee/ })).toHaveAttribute(
      'href',
      '/stores/Coffee%20Shops/s1',
    );
    const products = screen.getByRole('region', { name: /Products/ });
    const card = within(products).getByRole('article', { name: 'Oat Latte' });
    expect(within(card).getByText('Old Town Coffee')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search?q=cofee');
  });

  it("says 'No results found.' when nothing matches", async () => {
    renderSearch('/search?q=zzzz', { stores: [], products: [] });
    expect(await screen.findByRole('heading', { name: NO_RESULTS })).toBeInTheDocument();
  });

  it('does not search blank text', () => {
    const fetchMock = renderSearch('/search?q=%20%20', { stores: [], products: [] });
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
