import { type Column, type SQL, sql } from 'drizzle-orm';

/** `text` for LIKE taken literally: its %, _ and backslash escaped (LIKE's own escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (mark) => `\\${mark}`);
}

/** `value` holds `text` anywhere, case-insensitively and literally. */
export function containsText(value: Column | SQL, text: string): SQL {
  return sql`${value} ilike ${`%${escapeLike(text)}%`} escape '\\'`;
}
