import { ALCOHOL_MINIMUM_AGE } from '../constants/limits.js';
import {
  ID_BIRTH_DATE_FUTURE,
  ID_BIRTH_DATE_INVALID,
  ID_TYPE_REQUIRED,
} from '../constants/messages.js';

/**
 * The ID check at the door (docs/decisions/096): the driver reads the date of birth and the kind
 * of ID; the age on the store's calendar day decides whether the order may be handed over. Only
 * the outcome is kept, never the date of birth or the ID itself.
 */

/**
 * Whether an order is handed over only after an ID check: one of its lines was 21+ when it was
 * sold. The order's own lines decide, never the catalogue after the sale.
 */
export function orderNeedsIdCheck(lines: readonly { needsAgeVerification: boolean }[]): boolean {
  return lines.some((line) => line.needsAgeVerification);
}

export const ID_TYPES = ['drivers_license', 'state_id', 'passport', 'military_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  drivers_license: "Driver's license",
  state_id: 'State ID card',
  passport: 'Passport',
  military_id: 'Military ID',
};

/** Older than this is a misread date, not a customer. */
const OLDEST_AGE = 120;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years from `dateOfBirth` to `today` (both 'YYYY-MM-DD'). A birthday on 29 February
 * counts from 1 March in other years: never a day early for a legal age.
 */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const born = parseDate(dateOfBirth);
  const now = parseDate(today);
  if (!born || !now) return null;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export type IdCheckJudgement =
  | { ok: true; age: number; passed: boolean }
  | { ok: false; field: 'dateOfBirth' | 'idType'; reason: string };

/** Whether the person at the door may receive an order that needs them to be 21 or older. */
export function judgeIdCheck(input: {
  dateOfBirth: string;
  idType: string;
  /** The store's calendar day, 'YYYY-MM-DD'. */
  today: string;
}): IdCheckJudgement {
  const age = ageOn(input.dateOfBirth, input.today);
  if (age === null || age > OLDEST_AGE) {
    return { ok: false, field: 'dateOfBirth', reason: ID_BIRTH_DATE_INVALID };
  }
  if (input.dateOfBirth > input.today) {
    return { ok: false, field: 'dateOfBirth', reason: ID_BIRTH_DATE_FUTURE };
  }
  if (!(ID_TYPES as readonly string[]).includes(input.idType)) {
    return { ok: false, field: 'idType', reason: ID_TYPE_REQUIRED };
  }
  return { ok: true, age, passed: age >= ALCOHOL_MINIMUM_AGE };
}
