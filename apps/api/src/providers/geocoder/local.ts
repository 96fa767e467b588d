import { usStateCode } from '@marketplace/core/catalog/us-state-code';
import { type AddressSuggestion, formatAddress, type Geocoder } from './geocoder.js';
import { SOCAL_ZIPCODES } from './socal-zipcodes.js';

/**
 * The offline geocoder: parses a typed US address ('123 E Colorado Blvd, Pasadena, CA 91101',
 * '42 Lake Ave 91101', '123 Colorado') and fills city, state and coordinates from the bundled
 * zip-code table. It knows no streets, so coordinates are the zip's centre, and when no zip was
 * typed it offers the city's zips for the buyer to pick (docs/decisions/034).
 */

type ZipInfo = { zipcode: string; city: string; latitude: number; longitude: number };

const STATE = 'CA';
/** Where suggestions go when the buyer has typed no city or zip yet: the home city. */
const DEFAULT_CITY = 'Pasadena';
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const byZip = new Map<string, ZipInfo>();
const byCity = new Map<string, ZipInfo[]>();
for (const [zipcode, city, latitude, longitude] of SOCAL_ZIPCODES) {
  const info = { zipcode, city, latitude, longitude };
  byZip.set(zipcode, info);
  const key = fold(city);
  byCity.set(key, [...(byCity.get(key) ?? []), info]);
}
/** Longest first, so 'South Pasadena' wins over 'Pasadena' at the end of a line. */
const cityKeys = [...byCity.keys()].sort((a, b) => b.length - a.length);

/** 'e colorado blvd' → 'E Colorado Blvd'. */
function streetCase(street: string): string {
  return street
    .split(' ')
    .filter(Boolean)
    .map((word) =>
      DIRECTIONS.has(word.toLowerCase().replace(/\.$/, ''))
        ? word.replace(/\.$/, '').toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

type Parsed = {
  number: string;
  street: string;
  /** As typed, when a city was recognised or given after a comma. */
  city: string | null;
  /** Cities whose name starts with a partly typed last part ('Pasa'). */
  cityPrefix: string | null;
  state: string | null;
  zipcode: string | null;
};

const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU AS VI MP'.split(
    ' ',
  ),
);

/** Splits what was typed into number, street, city, state and zip, as far as it goes. */
export function parseAddress(input: string): Parsed {
  let rest = input.replace(/\s+/g, ' ').trim();
  let zipcode: string | null = null;
  const zip = /[\s,]+(\d{5})(?:-\d{4})?$/.exec(rest);
  // A lone number is a house number being typed, so a zip needs something before it.
  if (zip) {
    zipcode = zip[1]!;
    rest = rest.slice(0, zip.index);
  }

  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let state: string | null = null;
  // A state only after a comma or before a zip: '123 Colorado' is a street, not Colorado.
  if (parts.length > 1 || zipcode) {
    const words = parts.at(-1)!.split(' ');
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const code = usStateCode(words.slice(-n).join(' '));
      const leftOver = parts.length > 1 || words.length > n;
      if (STATE_CODES.has(code) && leftOver) {
        state = code;
        const remaining = words.slice(0, -n).join(' ');
        if (remaining) parts[parts.length - 1] = remaining;
        else parts.pop();
        break;
      }
    }
  }

  let line = parts[0] ?? '';
  let city: string | null = null;
  let cityPrefix: string | null = null;
  if (parts.length > 1) {
    const typed = parts.slice(1).join(' ');
    const key = fold(typed);
    if (byCity.has(key)) city = byCity.get(key)![0]!.city;
    else if (!zipcode && cityKeys.some((candidate) => candidate.startsWith(key))) cityPrefix = key;
    else city = typed;
  } else {
    // No comma: a known city may end the line ('42 Lake Ave Pasadena').
    const folded = fold(line);
    const found = cityKeys.find((candidate) => folded.endsWith(` ${candidate}`));
    const before = found && line.split(' ').slice(0, -found.split(' ').length).join(' ');
    // Only after a street name: '123 Pasadena' is still '123 Pasadena Ave' being typed.
    if (found && before && /[a-z]/i.test(before)) {
      city = byCity.get(found)![0]!.city;
      line = before;
    }
  }

  const numbered = /^(\d+[A-Za-z]?(?:-\d+)?)(?:\s+|$)(.*)$/.exec(line);
  return {
    number: numbered ? numbered[1]! : '',
    street: streetCase(numbered ? numbered[2]! : line),
    city,
    cityPrefix,
    state,
    zipcode,
  };
}

function suggestion(
  parsed: Parsed,
  place: { city: string; state: string; zip: ZipInfo | null; postalCode: string },
): AddressSuggestion {
  const parts = {
    number: parsed.number,
    street: parsed.street,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
  };
  return {
    ...parts,
    formattedAddress: formatAddress(parts),
    latitude: place.zip?.latitude ?? null,
    longitude: place.zip?.longitude ?? null,
    // It knows no streets: the zip code's centre, and it says so.
    precision: place.zip ? 'zipcode' : null,
  };
}

export function createLocalGeocoder(): Geocoder {
  return {
    name: 'local',
    async autocomplete(query, { limit }) {
      const parsed = parseAddress(query);
      if (parsed.zipcode) {
        const zip = byZip.get(parsed.zipcode) ?? null;
        const city = zip?.city ?? parsed.city ?? '';
        const state = zip ? STATE : (parsed.state ?? '');
        return [suggestion(parsed, { city, state, zip, postalCode: parsed.zipcode })];
      }
      if (!parsed.street && !parsed.number) return [];
      const zips = parsed.city
        ? (byCity.get(fold(parsed.city)) ?? [])
        : parsed.cityPrefix
          ? cityKeys
              .filter((key) => key.startsWith(parsed.cityPrefix!))
              .sort()
              .flatMap((key) => byCity.get(key)!)
          : byCity.get(fold(DEFAULT_CITY))!;
      if (zips.length === 0) {
        // A city we have no table for: the address as typed, without a zip or coordinates.
        return [
          suggestion(parsed, {
            city: parsed.city ?? '',
            state: parsed.state ?? '',
            zip: null,
            postalCode: '',
          }),
        ];
      }
      return zips
        .slice(0, limit)
        .map((zip) =>
          suggestion(parsed, { city: zip.city, state: STATE, zip, postalCode: zip.zipcode }),
        );
    },

    async locate(address) {
      const zip = byZip.get(address.zipcode.trim().slice(0, 5));
      return zip
        ? { latitude: zip.latitude, longitude: zip.longitude, precision: 'zipcode' }
        : null;
    },
  };
}
