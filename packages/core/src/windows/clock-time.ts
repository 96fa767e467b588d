/**
 * 'HH:MM' ↔ minutes since midnight. '24:00' (and a closing '00:00', see openingRanges) is the
 * midnight that ends the day, 1440.
 */
export function parseClockTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

export function formatClockTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '13:05' → '1:05 PM', '24:00' → '12:00 AM': how hours and windows read to a buyer. */
export function displayClockTime(text: string): string {
  const minutes = parseClockTime(text);
  if (minutes === null) return text;
  const hours24 = Math.floor(minutes / 60) % 24;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}
