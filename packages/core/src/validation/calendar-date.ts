/** A 'YYYY-MM-DD' string as numbers, or null when it is not a real calendar date. */
export function calendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip.
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1) return null;
  if (probe.getUTCDate() !== day) return null;
  return { year, month, day };
}
