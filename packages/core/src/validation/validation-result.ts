/**
 * The two shapes every validator returns. A single field gives one message; a form gives one
 * message per failing field, keyed by the field's payload name, so a form can put each message
 * under its input and the API can answer 400 with the first one.
 */
export type FieldResult<T> = { ok: true; value: T } | { ok: false; error: string };

export type FormResult<T, Field extends string = Extract<keyof T, string>> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<Field, string>> };
