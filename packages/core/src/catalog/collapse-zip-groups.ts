import { ZIPS_SHOWN_PER_CITY } from '../constants/limits.js';

export type ZipGroup = { city: string; zipcodes: readonly string[] };

/**
 * SPEC §9: a city with more than 3 zipcodes shows the first 3 and how many more ("+2 more"),
 * which the buyer can expand; smaller cities show all.
 */
export function collapseZipGroups(
  groups: readonly ZipGroup[],
): { city: string; shown: string[]; hidden: number }[] {
  return groups.map(({ city, zipcodes }) =>
    zipcodes.length > ZIPS_SHOWN_PER_CITY
      ? {
          city,
          shown: zipcodes.slice(0, ZIPS_SHOWN_PER_CITY),
          hidden: zipcodes.length - ZIPS_SHOWN_PER_CITY,
        }
      : { city, shown: [...zipcodes], hidden: 0 },
  );
}
