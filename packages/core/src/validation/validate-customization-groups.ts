import {
  CUSTOMIZATION_GROUP_NAME_REQUIRED,
  customizationGroupDuplicate,
  customizationGroupNeedsOptions,
  customizationGroupOneTextKind,
  customizationGroupStackLimit,
  customizationGroupTextHasOptions,
  customizationOptionDuplicate,
  customizationOptionPrice,
  customizationOptionTitleRequired,
} from '../constants/messages.js';
import type { Customization } from './validate-customizations.js';
import type { FieldResult } from './validation-result.js';

/** A customization group as the product editor saves it; option prices in cents. */
export type CustomizationGroup = Required<Omit<Customization, 'options'>> & {
  options: { title: string; price: number }[];
};

/**
 * The product editor's customization groups, checked so the buyer's modal can always be
 * answered: a name, unique in the product (the cart matches selections by it); a text group
 * (one line or an area, not both) has no options and does not stack; a choice group has options
 * with unique titles and prices of 0 or more; a stack limit, when set, is between 1 and the
 * number of options. The value is trimmed, with stackLimit null where it does not apply.
 */
export function validateCustomizationGroups(
  groups: readonly CustomizationGroup[],
): FieldResult<CustomizationGroup[]> {
  const names = new Set<string>();
  const value: CustomizationGroup[] = [];
  for (const group of groups) {
    const name = group.name.trim();
    if (name === '') return { ok: false, error: CUSTOMIZATION_GROUP_NAME_REQUIRED };
    if (names.has(name.toLowerCase()))
      return { ok: false, error: customizationGroupDuplicate(name) };
    names.add(name.toLowerCase());
    const checked = checkGroup({ ...group, name });
    if (!checked.ok) return checked;
    value.push(checked.value);
  }
  return { ok: true, value };
}

function checkGroup(group: CustomizationGroup): FieldResult<CustomizationGroup> {
  const { name } = group;
  const isText = group.isTextInput || group.isTextAreaInput;
  if (group.isTextInput && group.isTextAreaInput) {
    return { ok: false, error: customizationGroupOneTextKind(name) };
  }
  if (isText) {
    if (group.options.length > 0)
      return { ok: false, error: customizationGroupTextHasOptions(name) };
    return { ok: true, value: { ...group, isStackable: false, stackLimit: null, options: [] } };
  }
  if (group.options.length === 0) return { ok: false, error: customizationGroupNeedsOptions(name) };
  const titles = new Set<string>();
  const options: CustomizationGroup['options'] = [];
  for (const option of group.options) {
    const title = option.title.trim();
    if (title === '') return { ok: false, error: customizationOptionTitleRequired(name) };
    if (titles.has(title.toLowerCase())) {
      return { ok: false, error: customizationOptionDuplicate(name, title) };
    }
    titles.add(title.toLowerCase());
    if (!Number.isSafeInteger(option.price) || option.price < 0) {
      return { ok: false, error: customizationOptionPrice(name, title) };
    }
    options.push({ title, price: option.price });
  }
  const limit = group.isStackable ? group.stackLimit : null;
  if (limit !== null && (!Number.isSafeInteger(limit) || limit < 1 || limit > options.length)) {
    return { ok: false, error: customizationGroupStackLimit(name, options.length) };
  }
  return { ok: true, value: { ...group, stackLimit: limit, options } };
}
