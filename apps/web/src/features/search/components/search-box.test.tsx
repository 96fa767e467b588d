import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithRouter } from '../../../testing/render-app';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it("has the placeholder 'Search {brand}'", () => {
    renderWithRouter(<SearchBox />, '/categories');
    expect(screen.getByRole('searchbox', { name: 'Search Arroyo' })).toHaveAttribute(
      'placeholder',
      'Search Arroyo',
    );
  });

  it.each(['', '   '])('never submits blank text (%j)', async (text) => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    const box = screen.getByRole('searchbox');
    if (text) await user.type(box, text);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '{Enter}');
    expect(currentLocation().path).toBe('/categories');
  });

  it('goes to /search with the trimmed, encoded query', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SearchBox />, '/categories');
    await user.type(screen.getByRole('searchbox'), '  pan dulce & coffee {Enter}');
    expect(currentLocation().path).toBe('/search?q=pan%20dulce%20%26%20coffee');
  });

  it('shows the current query on the search page', () => {
    renderWithRouter(<SearchBox />, '/search?q=roses');
    expect(screen.getByRole('searchbox')).toHaveValue('roses');
  });
});
