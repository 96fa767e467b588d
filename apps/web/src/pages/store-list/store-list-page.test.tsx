import { NOTHING_HERE_YET } from '@marketplace/core/constants/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildStore } from '../../testing/factories';
import { type MockReply, mockApi } from '../../testing/fetch-mock';
import { renderWithRouter } from '../../testing/render-app';
import { StoreListPage } from './store-list-page';

function renderList(path: string, reply: MockReply | (() => MockReply)) {
  const fetchMock = mockApi({ 'GET /api/stores': reply });
  renderWithRouter(
    <Routes>
      <Route path="/stores/:category" element={<StoreListPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

describe('Store list page', () => {
  it("lists the category's stores, each linking to its page", async () => {
    const store = buildStore({ _id: 's1', name: 'Rose Bowl Blooms', category: 'Flower Stores' });
    const fetchMock = renderList('/stores/Flower%20Stores', { body: [store] });
    const link = await screen.findByRole('link', { name: /Rose Bowl Blooms/ });
    expect(link).toHaveAttribute('href', '/stores/Flower%20Stores/s1');
    expect(within(link).getByText('1390 N Lake Ave, Pasadena')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/stores?category=Flower%20Stores');
    expect(screen.getByRole('heading', { level: 1, name: 'Flower Stores' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Store categories' });
    expect(within(nav).getByRole('link', { name: /Flower Stores/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("says SPEC's sentence when a category has no stores", async () => {
    renderList('/stores/Pharmacy', { body: [] });
    expect(await screen.findByRole('heading', { name: NOTHING_HERE_YET })).toBeInTheDocument();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    const user = userEvent.setup();
    renderList('/stores/Pharmacy', () =>
      fail ? { status: 503, body: { error: 'Down', code: 'UNAVAILABLE' } } : { body: [] },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: NOTHING_HERE_YET })).toBeInTheDocument();
  });

  it('is the 404 page for an unknown category', () => {
    renderList('/stores/Bakeries', { body: [] });
    expect(screen.getByText('Error 404')).toBeInTheDocument();
  });
});
