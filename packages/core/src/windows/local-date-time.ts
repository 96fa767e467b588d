/** A moment as the store's wall clock shows it. */
export type LocalDateTime = {
  /** 'YYYY-MM-DD' in the zone. */
  date: string;
  /** Minutes since local midnight, with seconds as a fraction (10:40:30 → 640.5). */
  minutes: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than using one, and windows use a handful per store. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallParts(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Where `epochMs` falls on the zone's calendar and clock (Intl only: no tz library). */
export function localDateTime(epochMs: number, timeZone: string): LocalDateTime {
  const p = wallParts(epochMs, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const fraction = (((epochMs % 1000) + 1000) % 1000) / 60_000;
  return { date, minutes: p.hour * 60 + p.minute + p.second / 60 + fraction };
}

/** The zone's offset from UTC at that moment, in ms (Los Angeles in winter: −8 h). */
export function utcOffsetMs(epochMs: number, timeZone: string): number {
  const p = wallParts(epochMs, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}
