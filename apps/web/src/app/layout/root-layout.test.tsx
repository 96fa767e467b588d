import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigateTo, renderApp } from '../../testing/render-app';

describe('RootLayout', () => {
  it('leaves the scroll of the page the app starts on, and starts each next page at the top', async () => {
    // The server drew the first page (docs/decisions/102): the visitor may have scrolled it.
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(window.scrollTo).not.toHaveBeenCalled();

    navigateTo('/contact');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    navigateTo('/about');
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });
});
