import type { SelectedCustomization } from './cart-item.js';

/**
 * Whether two lines carry the same customizations, whatever the order the groups and options
 * were picked in. Empty groups and blank text count as no choice, so a product added with an
 * untouched optional group matches the same product added without it.
 */
export function sameCustomizations(
  a: readonly SelectedCustomization[],
  b: readonly SelectedCustomization[],
): boolean {
  return canonical(a) === canonical(b);
}

function canonical(groups: readonly SelectedCustomization[]): string {
  const kept = groups
    .map((group) => ({
      name: group.name,
      options: group.selectedOptions.map((option) => option.title).sort(),
      text: (group.textValue ?? '').trim(),
    }))
    .filter((group) => group.options.length > 0 || group.text !== '')
    .sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  return JSON.stringify(kept);
}
