import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildStore } from '../../../testing/factories';
import { renderWithRouter } from '../../../testing/render-app';
import { RecommendedStores } from './recommended-stores';

const now = new Date('2026-03-09T12:00:00-07:00');

describe('RecommendedStores', () => {
  it('lists other visible stores: never a hidden one, never the current one', () => {
    const current = buildStore({ name: 'Casa Arroyo Taqueria' });
    renderWithRouter(
      <RecommendedStores
        title="More restaurants nearby"
        currentStoreId={current._id}
        now={now}
        stores={[
          current,
          buildStore({ name: 'Green Street Kitchen' }),
          buildStore({ name: 'Secret Supper Club', isHidden: true }),
          buildStore({ name: 'Lucky Dumpling House' }),
        ]}
      />,
    );
    const strip = screen.getByRole('region', { name: 'More restaurants nearby' });
    const names = within(strip)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toHaveLength(2);
    expect(names.join()).toContain('Green Street Kitchen');
    expect(names.join()).toContain('Lucky Dumpling House');
  });

  it('renders nothing when no other store qualifies', () => {
    const current = buildStore();
    renderWithRouter(
      <RecommendedStores title="More" currentStoreId={current._id} now={now} stores={[current]} />,
    );
    // No strip at all (the app's own regions, the toasts', are not this component's).
    expect(screen.queryByRole('region', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('scrolls 200 px per arrow click', async () => {
    const user = userEvent.setup();
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      value: scrollBy,
      configurable: true,
    });
    // jsdom has no layout: pretend the strip is wider than its box, scrolled to the middle.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(200);
    renderWithRouter(
      <RecommendedStores
        title="More"
        currentStoreId="none"
        now={now}
        stores={[buildStore(), buildStore(), buildStore()]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Scroll recommended stores right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll recommended stores left' }));
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([200, -200]);
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
  });
});
