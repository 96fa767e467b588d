import { formatUsd } from '@marketplace/core/money/format-usd';

/** What the words of a recorded change need to know: the store's categories, by id. */
export type ChangeContext = { categoryName: (id: string) => string | undefined };

const DAYS: Record<string, string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THURS: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A recorded value of a catalogue change as a person reads it (issue #30): photos counted,
 * customizations as their groups and choices, the category by its name, hours by day, the
 * address as one line, prices in dollars. Nothing is a dash; anything unforeseen is shown as
 * recorded.
 */
export function valueInWords(field: string, value: unknown, context: ChangeContext): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  switch (field) {
    case 'price':
      if (typeof value === 'number') return formatUsd(Math.round(value * 100));
      break;
    case 'image':
      return 'a photo';
    case 'images':
      if (Array.isArray(value))
        return value.length === 0 ? 'no photos' : count(value.length, 'photo', 'photos');
      break;
    case 'productCategoryId':
      if (typeof value === 'string')
        return context.categoryName(value) ?? 'a category since deleted';
      break;
    case 'customizations':
      if (Array.isArray(value))
        return value.length === 0 ? 'none' : value.map(groupInWords).join('; ');
      break;
    case 'storeHours':
      if (isRecord(value)) return hoursInWords(value);
      break;
    case 'address':
      if (isRecord(value)) {
        const { street1, street2, city, state, zipcode } = value;
        return [
          `${street1 ?? ''} ${street2 ?? ''}`.trim(),
          city,
          `${state ?? ''} ${zipcode ?? ''}`.trim(),
        ]
          .filter((part) => typeof part === 'string' && part !== '')
          .join(', ');
      }
      break;
  }
  return typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : JSON.stringify(value);
}

/** 'Size (required): 12 oz, 16 oz +$0.50' */
function groupInWords(group: unknown): string {
  if (!isRecord(group)) return JSON.stringify(group);
  const name = typeof group.name === 'string' ? group.name : 'Group';
  const options = Array.isArray(group.options) ? group.options : [];
  const choices = options
    .filter(isRecord)
    .map((option) => {
      const price =
        typeof option.price === 'number' && option.price > 0
          ? ` +${formatUsd(Math.round(option.price * 100))}`
          : '';
      return `${String(option.title ?? '')}${price}`;
    })
    .join(', ');
  const kind = group.isTextInput || group.isTextAreaInput ? 'typed by the buyer' : choices;
  return `${name}${group.isRequired ? ' (required)' : ''}: ${kind || 'no options'}`;
}

/** 'Mon 8:00–21:00; Tue closed; …' in the week's order. */
function hoursInWords(hours: Record<string, unknown>): string {
  return Object.entries(DAYS)
    .map(([key, day]) => {
      const ranges = Array.isArray(hours[key]) ? (hours[key] as unknown[]).filter(isRecord) : [];
      return ranges.length === 0
        ? `${day} closed`
        : `${day} ${ranges.map((range) => `${range.from}–${range.to}`).join(', ')}`;
    })
    .join('; ');
}
