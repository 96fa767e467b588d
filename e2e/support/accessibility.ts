import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on WCAG 2.1 A/AA, with the experimental label-content-name-mismatch rule switched on: a
 * control whose accessible name leaves out its visible text fails speech users who say what
 * they see (WCAG 2.5.3).
 */
export function axeScan(page: Page) {
  return (
    new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      // A toast on its way out is fading: what it shows is a blend, and in a moment nothing.
      .exclude('[data-sonner-toast][data-removed="true"]')
  );
}

/**
 * No WCAG 2.1 A/AA issue on the screen as it is: at the page's own width, or at each of
 * `widths` in turn (the page is left at the last).
 */
export async function expectAccessible(page: Page, widths: readonly number[] = []) {
  for (const width of widths.length > 0 ? widths : [null]) {
    if (width !== null) await page.setViewportSize({ width, height: 900 });
    await animationsFinished(page);
    const results = await axeScan(page).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${width ?? 'page'}px ${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target} ${n.failureSummary}`).join(' | ')}`,
      ),
    ).toEqual([]);
  }
}

/**
 * Waits for the page's animations that end (a dialog fading in), not for endless ones (a
 * spinner): axe scanning a dialog half faded in measures its text's contrast against the blend.
 * Until a few frames pass with none running: a change just made (a resize that moves the toasts
 * to the bottom on a phone) starts its transitions a frame or two later.
 */
async function animationsFinished(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 20; round++) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
