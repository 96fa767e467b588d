/** The zip codes we deliver to (SPEC §1: Pasadena and its neighbours), grouped by city. */
export const SERVICE_AREA: Readonly<Record<string, readonly string[]>> = {
  Pasadena: ['91101', '91103', '91104', '91105', '91106', '91107'],
  Altadena: ['91001'],
  'South Pasadena': ['91030'],
  'San Marino': ['91108'],
  Arcadia: ['91006', '91007'],
  Glendale: ['91201', '91202', '91203', '91204', '91205', '91206', '91207', '91208'],
};

export function serviceZipcodeRows(): { zipcode: string; city: string }[] {
  return Object.entries(SERVICE_AREA).flatMap(([city, zipcodes]) =>
    zipcodes.map((zipcode) => ({ zipcode, city })),
  );
}
