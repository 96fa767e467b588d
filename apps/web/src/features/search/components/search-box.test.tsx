import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFakeClock } from '../../../testing/fake-clock';
import { mockApi } from '../../../testing/fetch-mock';
import { currentLocation, renderWithRouter } from '../../../testing/render-app';
import { SearchBox } from './search-box';

const SUGGESTIONS = [
  { name: 'Street Tacos, 3 ct', type: 'product' },
  { name: 'Casa Arroyo Taqueria', type: 'store' },
  { name: 'Taco Seasoning', type: 'product' },
];

function suggestionCalls(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/suggestions'));
}

describe('SearchBox', () => {
  it("has the placeholder 'Search {brand}'", () => {
    renderWithRouter(<SearchBox />, '/categories');
    expect(screen.getByRole('combobox', { name: 'Search Arroyo' })).toHaveAttribute(
      'placeholder',
      'Search Arroyo',
    );
  });

  it.each(['', '   '])('never submits blank text (%j)', async (text) => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    const box = screen.getByRole('combobox');
    if (text) await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '{Enter}');
    expect(currentLocation().path).toBe('/categories');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /search with the trimmed, encoded query', async () => {
    mockApi({ 'GET /api/suggestions': { body: [] } });
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    await user.type(screen.getByRole('combobox'), '  pan dulce & coffee {Enter}');
    expect(currentLocation().path).toBe('/search?q=pan%20dulce%20%26%20coffee');
  });

  it('shows the current query on the search page', () => {
    renderWithRouter(<SearchBox />, '/search?q=roses');
    expect(screen.getByRole('combobox')).toHaveValue('roses');
  });

  it('asks for suggestions only once typing has paused for 400 ms', async () => {
    useFakeClock();
    const fetchMock = mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SearchBox />, '/categories');

    await user.type(screen.getByRole('combobox'), 'ta');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.type(screen.getByRole('combobox'), 'co');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(suggestionCalls(fetchMock)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(suggestionCalls(fetchMock)).toEqual(['/api/suggestions?q=taco']);
  });

  it('never asks for suggestions for blank text', async () => {
    useFakeClock();
    const fetchMock = mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<SearchBox />, '/categories');
    await user.type(screen.getByRole('combobox'), '    ');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('labels each suggestion with its type in capitals, styled per type', async () => {
    mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    await user.type(screen.getByRole('combobox'), 'taco');
    const store = await screen.findByRole('option', { name: /Casa Arroyo Taqueria/ });
    const label = within(store).getByText('STORE');
    expect(label).toHaveAttribute('data-type', 'store');
    const product = screen.getByRole('option', { name: /Street Tacos/ });
    expect(within(product).getByText('PRODUCT')).toHaveAttribute('data-type', 'product');
  });

  it('moves through suggestions with the arrow keys and picks one with Enter', async () => {
    mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    const box = screen.getByRole('combobox');
    await user.type(box, 'taco');
    const options = await screen.findAllByRole('option');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(currentLocation().path).toBe('/search?q=Street%20Tacos%2C%203%20ct');
    expect(box).toHaveValue('Street Tacos, 3 ct');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps the text', async () => {
    mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    const box = screen.getByRole('combobox');
    await user.type(box, 'taco');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('taco');
    // Enter now searches for the text itself.
    await user.keyboard('{Enter}');
    expect(currentLocation().path).toBe('/search?q=taco');
  });

  it('goes to /search with a suggestion picked by mouse', async () => {
    mockApi({ 'GET /api/suggestions': { body: SUGGESTIONS } });
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    await user.type(screen.getByRole('combobox'), 'casa');
    await user.click(await screen.findByRole('option', { name: /Casa Arroyo Taqueria/ }));
    expect(currentLocation().path).toBe('/search?q=Casa%20Arroyo%20Taqueria');
  });
});
