import type { SelectedCustomization } from '../cart/cart-item.js';
import { TEXT_AREA_MAX, TEXT_INPUT_MAX } from '../constants/limits.js';
import {
  CUSTOMIZATIONS_REQUIRED,
  customizationTooLong,
  customizationTooMany,
  customizationUnknown,
} from '../constants/messages.js';
import type { SelectedOption } from '../money/unit-price.js';
import type { FieldResult } from './validation-result.js';

/** SPEC §3 Customization, as a product defines it; option prices in cents. */
export type Customization = {
  name: string;
  isRequired?: boolean;
  isTextInput?: boolean;
  isTextAreaInput?: boolean;
  isStackable?: boolean;
  stackLimit?: number | null;
  options: readonly SelectedOption[];
};

/**
 * SPEC §5 customization modal. Required groups need a choice (or text), else SPEC's message;
 * stackable groups allow up to stackLimit options (no limit when unset), others one; text is at
 * most 30 characters, a text area 175. The value is the selections rebuilt from the product's
 * own definitions, so option prices come from the product and never from the request; groups
 * left empty are dropped, and selections for groups the product lacks are refused.
 */
export function validateCustomizations(
  groups: readonly Customization[],
  selections: readonly SelectedCustomization[],
): FieldResult<SelectedCustomization[]> {
  const chosen = new Map(selections.map((s) => [s.name, s]));
  for (const name of chosen.keys()) {
    if (!groups.some((g) => g.name === name))
      return { ok: false, error: customizationUnknown(name) };
  }
  const value: SelectedCustomization[] = [];
  for (const group of groups) {
    const result = resolveGroup(group, chosen.get(group.name));
    if (!result.ok) return result;
    if (result.value) value.push(result.value);
  }
  return { ok: true, value };
}

function resolveGroup(
  group: Customization,
  selection: SelectedCustomization | undefined,
): FieldResult<SelectedCustomization | null> {
  if (group.isTextInput || group.isTextAreaInput) {
    const text = (selection?.textValue ?? '').trim();
    const limit = group.isTextAreaInput ? TEXT_AREA_MAX : TEXT_INPUT_MAX;
    if (text.length > limit) return { ok: false, error: customizationTooLong(group.name, limit) };
    if (text === '')
      return group.isRequired
        ? { ok: false, error: CUSTOMIZATIONS_REQUIRED }
        : { ok: true, value: null };
    return { ok: true, value: { name: group.name, selectedOptions: [], textValue: text } };
  }

  const titles = [...new Set((selection?.selectedOptions ?? []).map((o) => o.title))];
  if (titles.length === 0) {
    return group.isRequired
      ? { ok: false, error: CUSTOMIZATIONS_REQUIRED }
      : { ok: true, value: null };
  }
  const limit = group.isStackable ? (group.stackLimit ?? group.options.length) : 1;
  if (titles.length > limit) return { ok: false, error: customizationTooMany(group.name, limit) };
  const options: SelectedOption[] = [];
  for (const title of titles) {
    const option = group.options.find((o) => o.title === title);
    if (!option) return { ok: false, error: customizationUnknown(group.name) };
    options.push({ title: option.title, price: option.price });
  }
  return { ok: true, value: { name: group.name, selectedOptions: options } };
}
