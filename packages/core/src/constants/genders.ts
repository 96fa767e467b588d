/**
 * Onboarding gender choices. SPEC only names 'other', which reveals a free-text field; the
 * value sent is the chosen option, or the buyer's own words for 'other' (docs/decisions/017).
 */
export const GENDERS = ['male', 'female', 'other'] as const;

export type Gender = (typeof GENDERS)[number];

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};
