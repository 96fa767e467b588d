/** The code every phone accepts in the e2e server (it runs with OTP_DEV_CODE set to this). */
export const OTP_DEV_CODE = '246810';

/** The demo accounts the server seeds (issue #2), as a person types them: 10 digits. */
export const DEMO_PHONES = {
  buyer: '6265550101',
  seller: '6265550102',
  driver: '6265550103',
  admin: '6265550104',
  dataentry: '6265550105',
} as const;

export type DemoRole = keyof typeof DEMO_PHONES;

export const DASHBOARD_PATHS: Record<DemoRole, string> = {
  buyer: '/dashboard',
  seller: '/sellerdashboard',
  driver: '/driverdashboard',
  admin: '/admindashboard',
  dataentry: '/data-entry-dashboard',
};

/** A 1×1 PNG: the smallest image an upload takes. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
