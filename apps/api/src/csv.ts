import { stringify } from 'csv-stringify/sync';

/**
 * What every CSV file the API writes shares: the formula guard, dollars as people type them, the
 * byte order mark and the attachment header (products export and import, the admin's order history).
 */

/**
 * A cell a spreadsheet would run as a formula (=, +, - or @ first) gets a leading ', which the
 * spreadsheet shows as text and import takes off again (OWASP "CSV injection"). A cell that
 * already starts with ' before such a sign gets one more, so the round trip gives it back as it was.
 */
const FORMULA = /^'*[=+\-@]/;
const PROTECTED = /^'+[=+\-@]/;
/** A plain number, a negative amount included ('-12.50'): a value to the spreadsheet, not a formula. */
const NUMBER = /^-?\d+(\.\d+)?$/;
export const protectCell = (text: string) =>
  FORMULA.test(text) && !NUMBER.test(text) ? `'${text}` : text;
export const unprotectCell = (text: string) => (PROTECTED.test(text) ? text.slice(1) : text);

/** Cents as the dollars a person types: 1250 → '12.50'. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A CSV file of these rows under this header, every cell protected, with a byte order mark so
 * spreadsheets read it as UTF-8 and Windows line ends as Excel writes them.
 */
export function toCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  return stringify([[...header], ...records.map((record) => record.map(protectCell))], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** Content-Disposition for a download: an ASCII name for old clients and the exact one (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\w .-]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
