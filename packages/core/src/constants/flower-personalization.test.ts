import { describe, expect, it } from 'vitest';
import { LOCATION_TYPES, OCCASIONS, RELATIONSHIPS } from './flower-personalization.js';

describe('flower personalization choices', () => {
  it('list the 23 occasions of SPEC §9 verbatim', () => {
    expect(OCCASIONS).toHaveLength(23);
    expect(OCCASIONS.slice(0, 5)).toEqual([
      'Birthday',
      'Anniversary',
      'Wedding',
      'Just Because',
      "Valentine's Day",
    ]);
    expect(OCCASIONS).toContain('Hannukah');
    expect(OCCASIONS.at(-1)).toBe("Boss's Day");
  });

  it('list the 22 relationships of SPEC §9 in order', () => {
    expect(RELATIONSHIPS).toHaveLength(22);
    expect(RELATIONSHIPS.join(', ')).toBe(
      'Self, Mom, Dad, Son, Daughter, Brother, Sister, Grandpa, Grandma, Uncle, Aunt, Wife, Husband, Girlfriend, Boyfriend, Friend, Partner, Situationship, Other, Family, Colleague, Client',
    );
  });

  it('list the 7 location types of SPEC §9 in order', () => {
    expect(LOCATION_TYPES).toEqual([
      'Residence',
      'Office',
      'Hospital',
      'Funeral Home',
      'School',
      'Church',
      'Other',
    ]);
  });
});
