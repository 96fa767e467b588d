import { z } from 'zod';

/**
 * A form holds text where the API takes numbers, so a form's schema builds the request body
 * from its fields and lets the contract's schema judge that body: the contract's sentences land
 * under the fields of the same name, and what is handed on is the body as the API takes it
 * (prices in dollars), not the contract's parsed output (prices in cents).
 */
export function checkedBody<Body>(
  schema: z.ZodType<unknown, Body>,
  body: Body,
  context: z.RefinementCtx,
): Body {
  const checked = schema.safeParse(body);
  if (checked.success) return body;
  for (const issue of checked.error.issues) {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  }
  return z.NEVER;
}

/**
 * A typed amount as a number. Blank or unreadable text becomes `unreadable`, a value the
 * contract refuses with core's own sentence ('Price must be greater than 0.'), so the field says
 * what is expected rather than "expected number, received NaN".
 */
export function typedAmount(text: string, unreadable: number): number {
  const amount = text.trim() === '' ? Number.NaN : Number(text.trim());
  return Number.isFinite(amount) ? amount : unreadable;
}

/** How a price in dollars is typed back into a field: '12.50'. */
export function amountText(dollars: number): string {
  return dollars.toFixed(2);
}
