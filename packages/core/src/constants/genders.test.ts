import { describe, expect, it } from 'vitest';
import { GENDER_LABELS, GENDERS } from './genders.js';

describe('GENDERS', () => {
  it("offers male, female and other, 'other' revealing free text", () => {
    expect(GENDERS.map((g) => GENDER_LABELS[g])).toEqual(['Male', 'Female', 'Other']);
  });
});
