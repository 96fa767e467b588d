/**
 * Everything that names the business: one place, so a rebrand or a second market is a
 * configuration change. Each value can be overridden at build time with a VITE_ variable.
 */

function fromEnv(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

const env = import.meta.env;

const name = fromEnv(env.VITE_BRAND_NAME, 'Arroyo');
const postalAddress = fromEnv(env.VITE_POSTAL_ADDRESS, '88 W Colorado Blvd, Pasadena, CA 91105');
const streetEnd = postalAddress.includes(',') ? postalAddress.indexOf(',') : postalAddress.length;
const supportPhone = fromEnv(env.VITE_SUPPORT_PHONE, '(626) 555-0199');

export const brand = {
  name,
  legalName: fromEnv(env.VITE_LEGAL_NAME, `${name} Technologies, Inc.`),
  tagline: 'Pasadena’s local shops, delivered.',
  /** Where the company is based, as a sentence names it. */
  headquarters: fromEnv(env.VITE_HEADQUARTERS, 'Pasadena, California'),
  supportEmail: fromEnv(env.VITE_SUPPORT_EMAIL, 'support@arroyo.delivery'),
  privacyEmail: fromEnv(env.VITE_SUPPORT_EMAIL, 'support@arroyo.delivery'),
  supportPhone,
  /** For tel: links: digits only, with the US country code. */
  supportPhoneHref: `tel:+1${supportPhone.replace(/\D/g, '').slice(-10)}`,
  address: {
    oneLine: postalAddress,
    /** Street line and city line, for two-line display. */
    street: postalAddress.slice(0, streetEnd),
    locality: postalAddress.slice(streetEnd + 1).trim(),
  },
  supportHours: [
    { days: 'Monday – Friday', hours: '8:00 am – 9:00 pm' },
    { days: 'Saturday – Sunday', hours: '9:00 am – 8:00 pm' },
  ],
  serviceArea: ['Pasadena', 'Altadena', 'South Pasadena', 'San Marino', 'Arcadia', 'Glendale'],
  copyrightYear: 2025,
  socials: {
    instagram: fromEnv(env.VITE_INSTAGRAM_URL, 'https://www.instagram.com/arroyo.delivery'),
    tiktok: fromEnv(env.VITE_TIKTOK_URL, 'https://www.tiktok.com/@arroyo.delivery'),
    facebook: fromEnv(env.VITE_FACEBOOK_URL, 'https://www.facebook.com/arroyo.delivery'),
    whatsapp: fromEnv(env.VITE_WHATSAPP_URL, 'https://wa.me/16265550199'),
  },
} as const;
