/** SPEC §9 flower personalization choices, verbatim and in SPEC's order. */

export const OCCASIONS = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Just Because',
  "Valentine's Day",
  'Easter',
  'Congratulations',
  'Get Well Soon',
  "Mother's Day",
  "Father's Day",
  'Thanksgiving',
  'Christmas',
  'Friendship Day',
  "Parent's Day",
  'Halloween',
  "New Year's",
  "Veteran's Day",
  'Memorial Day',
  'Cinco de Mayo',
  'Hannukah',
  'Eid',
  'Diwali',
  "Boss's Day",
] as const;

export const RELATIONSHIPS = [
  'Self',
  'Mom',
  'Dad',
  'Son',
  'Daughter',
  'Brother',
  'Sister',
  'Grandpa',
  'Grandma',
  'Uncle',
  'Aunt',
  'Wife',
  'Husband',
  'Girlfriend',
  'Boyfriend',
  'Friend',
  'Partner',
  'Situationship',
  'Other',
  'Family',
  'Colleague',
  'Client',
] as const;

export const LOCATION_TYPES = [
  'Residence',
  'Office',
  'Hospital',
  'Funeral Home',
  'School',
  'Church',
  'Other',
] as const;

export type Occasion = (typeof OCCASIONS)[number];
export type Relationship = (typeof RELATIONSHIPS)[number];
export type LocationType = (typeof LOCATION_TYPES)[number];
