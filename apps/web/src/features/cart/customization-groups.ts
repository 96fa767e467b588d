import type { Customization } from '@marketplace/contract/catalog';
import type { SelectedCustomization } from '@marketplace/core/cart/cart-item';
import { dollarsToCents } from '@marketplace/core/money/cents';
import type { Customization as CoreCustomization } from '@marketplace/core/validation/validate-customizations';

/** The product's groups as core reads them: option prices converted from dollars to cents. */
export function toCoreGroups(groups: readonly Customization[]): CoreCustomization[] {
  return groups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({
      title: option.title,
      price: dollarsToCents(option.price),
    })),
  }));
}

/** One line per chosen group for a cart line: "Protein: Al pastor", "Name on order: “Ana”". */
export function describeCustomizations(
  customizations: readonly SelectedCustomization[],
): { name: string; value: string }[] {
  return customizations
    .map((group) => {
      const text = group.textValue?.trim();
      const value = text
        ? `“${text}”`
        : group.selectedOptions.map((option) => option.title).join(', ');
      return { name: group.name, value };
    })
    .filter((row) => row.value !== '');
}
