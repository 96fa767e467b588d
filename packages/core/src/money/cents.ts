/**
 * The only crossing between dollars (JSON, SPEC figures such as `price: 12.5`) and integer cents
 * (everything inside core and the server). Going through the decimal text ('12.345e2') instead
 * of multiplying by 100 keeps 1.005 → 101 and 0.29 → 29, where float multiplication would
 * give 100.49999… and 28.999….
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount: ${dollars}`);
  const cents = Math.round(Number(`${Math.abs(dollars)}e2`));
  return dollars < 0 ? -cents : cents;
}

export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  return cents / 100;
}
