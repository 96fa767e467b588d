import { describe, expect, it } from 'vitest';
import { collapseZipGroups } from './collapse-zip-groups.js';

describe('collapseZipGroups', () => {
  it('collapses cities with more than 3 zips and leaves the rest', () => {
    expect(
      collapseZipGroups([
        { city: 'Pasadena', zipcodes: ['91101', '91103', '91104', '91105', '91106'] },
        { city: 'Altadena', zipcodes: ['91001'] },
        { city: 'Arcadia', zipcodes: ['91006', '91007', '91066'] },
      ]),
    ).toEqual([
      { city: 'Pasadena', shown: ['91101', '91103', '91104'], hidden: 2 },
      { city: 'Altadena', shown: ['91001'], hidden: 0 },
      { city: 'Arcadia', shown: ['91006', '91007', '91066'], hidden: 0 },
    ]);
  });
});
