import { createECDH } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_TRAVEL_MODEL, type TravelModel } from '@marketplace/core/dispatch/travel';
import { z } from 'zod';

/** The repository root, found from this file (src/ or dist/ alike) so the working directory never matters. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** apps/api/public: seed images and other files served as they are. */
export const publicDir = fileURLToPath(new URL('../public', import.meta.url));

/** Only for development and tests: production refuses to start without its own TOKEN_SECRET. */
const DEVELOPMENT_TOKEN_SECRET = 'arroyo-development-token-secret-do-not-use-in-production';

/** Every environment variable the API reads, for the README's configuration table. */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', purpose: 'Port the API and the built web app are served on.' },
  { name: 'HOST', default: '0.0.0.0', purpose: 'Interface to listen on.' },
  {
    name: 'NODE_ENV',
    default: 'development',
    purpose:
      '`production` demands real services: TOKEN_SECRET, Twilio Verify, Stripe with its webhook secret, PUBLIC_URL, and no OTP_DEV_CODE. Texts may stay in the log, with a warning.',
  },
  { name: 'LOG_LEVEL', default: 'info', purpose: 'pino log level (`debug`, `info`, `warn`…).' },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    purpose: 'A PostgreSQL server (`postgres://…`). Unset: embedded PGlite at DATA_DIR.',
  },
  {
    name: 'DATA_DIR',
    default: './data/pglite',
    purpose: 'Where embedded PGlite keeps its data, relative to the repository root.',
  },
  {
    name: 'TOKEN_SECRET',
    default: '(development default)',
    purpose: 'Signs login tokens. Required in production, at least 32 characters.',
  },
  {
    name: 'OTP_DEV_CODE',
    default: '(unset)',
    purpose:
      'Six digits every phone receives as its code from the local OTP provider, for demos and tests. Refused in production.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(unset)',
    purpose:
      'With TWILIO_AUTH_TOKEN, the Twilio account for login codes (with TWILIO_VERIFY_SERVICE_SID) and texts (with TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM).',
  },
  { name: 'TWILIO_AUTH_TOKEN', default: '(unset)', purpose: 'Twilio credentials.' },
  {
    name: 'TWILIO_VERIFY_SERVICE_SID',
    default: '(unset)',
    purpose:
      'The Twilio Verify service that sends login codes by SMS (`VA…`). Unset: codes go to the server log.',
  },
  {
    name: 'TWILIO_MESSAGING_SERVICE_SID',
    default: '(unset)',
    purpose:
      'Texts to buyers and sellers go through this Twilio Messaging Service (`MG…`). Unset, and no TWILIO_FROM: they are written to the server log.',
  },
  {
    name: 'TWILIO_FROM',
    default: '(unset)',
    purpose:
      'Instead of TWILIO_MESSAGING_SERVICE_SID (not both): the Twilio number texts are sent from, E.164 (`+1…`).',
  },
  {
    name: 'GEOCODER_PROVIDER',
    default: 'mapbox with a token, else local',
    purpose:
      'Address autocomplete: `mapbox` (Mapbox Geocoding v6, needs MAPBOX_ACCESS_TOKEN) or `local` (offline parser and bundled Los Angeles-area zip table).',
  },
  {
    name: 'MAPBOX_ACCESS_TOKEN',
    default: '(unset)',
    purpose: 'A Mapbox access token with the Geocoding API; set it to suggest real addresses.',
  },
  {
    name: 'MAP_STYLE_URL',
    default: 'OpenStreetMap raster tiles',
    purpose:
      'The dispatch map’s MapLibre style (MapTiler, Stadia, a self-hosted Protomaps style…), https. Unset: OpenStreetMap’s own tiles, for development only (their usage policy forbids heavy use).',
  },
  {
    name: 'MAP_HOSTS',
    default: 'the style’s origin',
    purpose:
      'Other https origins the map style loads tiles, fonts or sprites from, space-separated: the pages’ Content-Security-Policy lets the map reach them.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no metrics)',
    purpose:
      'A secret of 24 characters or more that Prometheus sends as `Authorization: Bearer …` to scrape `/api/metrics` (docs/deploy.md). Unset: the endpoint does not exist.',
  },
  {
    name: 'VAPID_PUBLIC_KEY',
    default: '(unset: a key pair kept in the database)',
    purpose:
      'With VAPID_PRIVATE_KEY and VAPID_SUBJECT, the key pair push notifications are signed with (`npx web-push generate-vapid-keys`, docs/deploy.md). Unset: one is made on first use and kept in the database.',
  },
  {
    name: 'VAPID_PRIVATE_KEY',
    default: '(unset)',
    purpose: 'The private half of VAPID_PUBLIC_KEY (base64url). Set both or neither.',
  },
  {
    name: 'VAPID_SUBJECT',
    default: 'PUBLIC_URL when https and not localhost, else mailto:push@example.com',
    purpose:
      'How push services reach the operator: a `mailto:` address or an `https:` URL. Required with the VAPID keys.',
  },
  {
    name: 'ROUTING_URL',
    default: '(unset)',
    purpose:
      'An OSRM server (`http://osrm:5000`) for road travel times and routes in dispatch (docs/deploy.md). Unset, or when it fails: the straight-line travel model.',
  },
  {
    name: 'TRAVEL_DETOUR_FACTOR',
    default: String(DEFAULT_TRAVEL_MODEL.detourFactor),
    purpose:
      'The travel model’s road distance ÷ straight-line distance, 1 to 3: used without OSRM and for pairs it cannot answer.',
  },
  {
    name: 'TRAVEL_SPEEDS_KMH',
    default: Object.values(DEFAULT_TRAVEL_MODEL.speedsKmh).join(','),
    purpose:
      'The travel model’s speeds in km/h, `rush,day,night` (rush: 7–10 AM and 4–7 PM; night: 10 PM–7 AM), 1 to 130 each.',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: '(unset)',
    purpose:
      'Takes card payments through Stripe Checkout (`sk_…` or a restricted `rk_…` key). Unset: the local sandbox checkout page. Required in production.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: '(unset)',
    purpose:
      'Signing secret (`whsec_…`) of the webhook endpoint `/api/stripe/webhook`, which confirms payments even when the buyer never returns. Required in production.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    purpose:
      'The address buyers reach the web app at; the payment page sends them back to it. Required in production. Unset: buyers return to the address they checked out from when it is one of this machine’s own (localhost, 127.0.0.1, its hostname or network addresses).',
  },
  {
    name: 'OTP_SENDS_PER_HOUR',
    default: '500',
    purpose:
      'The most login codes texted in an hour, to every phone together: past it, sends are refused (429) and the log says so at error level, once an hour. A stop for SMS pumping fraud.',
  },
  {
    name: 'CHECKOUT_SESSION_MINUTES',
    default: '30',
    purpose:
      'How long a payment session, and the stock it holds, lasts (30 to 1440, the range Stripe Checkout accepts).',
  },
  {
    name: 'BRAND_NAME',
    default: 'Arroyo',
    purpose: 'The merchant name on the payment page.',
  },
  {
    name: 'CATALOG_CACHE_MB',
    default: '32',
    purpose:
      'Memory for public catalogue answers (stores, products, search), kept until PostgreSQL announces a catalogue change. 0 turns the cache off.',
  },
  {
    name: 'CONSOLE_CACHE_MB',
    default: '16',
    purpose:
      "Memory for the back office's list answers (orders, users, sellers, drivers, stores), kept per caller until PostgreSQL announces a change of orders, users or the catalogue, and at most 30 s. 0 turns the cache off.",
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    purpose: 'Redis for per-IP rate limits shared by every instance. Unset: in memory.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    purpose:
      'Behind a load balancer: `true`, a hop count or proxy addresses, so client IPs (rate limits) come from X-Forwarded-For.',
  },
  {
    name: 'SEED_DEMO_DATA',
    default: 'true (false in production)',
    purpose: 'Seed the demo catalogue and accounts at start when the database is empty.',
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    purpose:
      'The built web app served at `/` (relative to the repository root); its server build, which draws each page’s first paint, is read from `dist-server` beside it.',
  },
  {
    name: 'UPLOADS_DIR',
    default: './data/uploads',
    purpose:
      'Where uploaded images are kept without S3 (relative to the repository root); the API receives and serves them at `/api/uploads/`. One machine only.',
  },
  {
    name: 'S3_BUCKET',
    default: '(unset)',
    purpose:
      'Uploaded images go to this S3 (or MinIO, R2) bucket through presigned PUTs instead of UPLOADS_DIR (docs/uploads.md).',
  },
  {
    name: 'S3_REGION',
    default: 'us-east-1',
    purpose: 'The bucket’s region (`auto` for Cloudflare R2).',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    purpose: 'An S3-compatible store’s address (MinIO, R2); buckets are then addressed by path.',
  },
  {
    name: 'S3_PUBLIC_URL',
    default: 'the bucket’s own https address',
    purpose:
      'Where the bucket’s files are read from (a CDN or public bucket domain), https://; an image’s address is this and its key.',
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    default: '(unset)',
    purpose:
      'With AWS_SECRET_ACCESS_KEY, the key that signs S3 uploads and reads. Unset: the AWS SDK’s other sources (profile, container or instance role).',
  },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    default: '(unset)',
    purpose: 'The secret of AWS_ACCESS_KEY_ID.',
  },
] as const;

const optional = z
  .string()
  .transform((value) => value.trim() || undefined)
  .optional();

const DETOUR_FACTOR_RANGE = 'must be a number from 1 to 3';

/** 'rush,day,night' in km/h ('24,30,40'), each 1–130; null when it is not that. */
function parseSpeeds(value: string): TravelModel['speedsKmh'] | null {
  const parts = value.split(',').map((part) => part.trim());
  const speeds = parts.map((part) => (/^\d+(\.\d+)?$/.test(part) ? Number(part) : Number.NaN));
  if (speeds.length !== 3 || !speeds.every((speed) => speed >= 1 && speed <= 130)) return null;
  const [rush, day, night] = speeds as [number, number, number];
  return { rush, day, night };
}

/** The variables read, and how; every one is listed in CONFIG_VARIABLES. */
export const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  TOKEN_SECRET: optional.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  OTP_DEV_CODE: optional.pipe(
    z
      .string()
      .regex(/^\d{6}$/, 'must be exactly 6 digits')
      .optional(),
  ),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_VERIFY_SERVICE_SID: optional,
  TWILIO_MESSAGING_SERVICE_SID: optional.pipe(
    z
      .string()
      .regex(/^MG\S+$/, 'must be a Twilio Messaging Service SID (MG…)')
      .optional(),
  ),
  TWILIO_FROM: optional.pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{1,14}$/, 'must be a phone number in E.164 form (+ and up to 15 digits)')
      .optional(),
  ),
  GEOCODER_PROVIDER: optional.pipe(z.enum(['mapbox', 'local']).optional()),
  MAPBOX_ACCESS_TOKEN: optional,
  MAP_STYLE_URL: optional.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
  ),
  MAP_HOSTS: optional.pipe(
    z
      .string()
      .regex(
        /^https:\/\/[^\s/]+( +https:\/\/[^\s/]+)*$/,
        'must be https:// origins separated by spaces',
      )
      .optional(),
  ),
  METRICS_TOKEN: optional.pipe(
    z.string().min(24, 'must be at least 24 characters: it guards the metrics').optional(),
  ),
  VAPID_PUBLIC_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (87 base64url characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (43 base64url characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optional.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  ROUTING_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  TRAVEL_DETOUR_FACTOR: optional.pipe(
    z.coerce
      .number<string>({ error: DETOUR_FACTOR_RANGE })
      .min(1, DETOUR_FACTOR_RANGE)
      .max(3, DETOUR_FACTOR_RANGE)
      .optional(),
  ),
  TRAVEL_SPEEDS_KMH: optional.pipe(
    z
      .string()
      .refine((value) => parseSpeeds(value) !== null, {
        error: 'must be three speeds in km/h from 1 to 130, rush,day,night (such as 24,30,40)',
      })
      .transform((value) => parseSpeeds(value)!)
      .optional(),
  ),
  STRIPE_SECRET_KEY: optional.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optional.pipe(
    z
      .string()
      .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  PUBLIC_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
  CHECKOUT_SESSION_MINUTES: z.coerce.number().int().min(30).max(1440).default(30),
  BRAND_NAME: z.string().trim().min(1).max(60).default('Arroyo'),
  CATALOG_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  CONSOLE_CACHE_MB: z.coerce.number().min(0).max(4096).default(16),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  TRUST_PROXY: z.string().default('false'),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  S3_PUBLIC_URL: optional.pipe(
    z.url({ protocol: /^https$/, error: 'must be an https:// address' }).optional(),
  ),
  AWS_ACCESS_KEY_ID: optional,
  AWS_SECRET_ACCESS_KEY: optional,
});

export type OtpConfig =
  | { provider: 'twilio'; accountSid: string; authToken: string; verifyServiceSid: string }
  | { provider: 'local'; devCode: string | undefined };

/** Who texts come from on Twilio: a Messaging Service picks the number, or one fixed number. */
export type TwilioSender = { messagingServiceSid: string } | { from: string };

export type SmsConfig =
  | { provider: 'twilio'; accountSid: string; authToken: string; sender: TwilioSender }
  | { provider: 'log' };

export type PaymentsConfig =
  | { provider: 'stripe'; secretKey: string; webhookSecret: string | undefined }
  | { provider: 'sandbox' };

/**
 * Push notifications (docs/decisions/144): signed with the configured VAPID key pair, or with one
 * made once and kept in the database.
 */
export type PushConfig =
  | { provider: 'vapid'; publicKey: string; privateKey: string; subject: string }
  | { provider: 'stored-keys'; subject: string };

export type GeocoderConfig = { provider: 'mapbox'; accessToken: string } | { provider: 'local' };

export type MapConfig = { styleUrl: string | null; hosts: string[] };

/** Road travel times for dispatch: OSRM when configured; the model answers whatever it cannot. */
export type RoutingConfig =
  | { provider: 'osrm'; url: string; model: TravelModel }
  | { provider: 'model'; model: TravelModel };

/** OpenStreetMap's tile server: the map's default, fine for development only. */
export const OSM_TILE_HOST = 'https://tile.openstreetmap.org';

/** The map's style and every origin it may load from (the style's own first). */
function mapSettings(env: { MAP_STYLE_URL?: string; MAP_HOSTS?: string }): MapConfig {
  const extra = env.MAP_HOSTS?.split(/ +/) ?? [];
  if (!env.MAP_STYLE_URL) return { styleUrl: null, hosts: [OSM_TILE_HOST, ...extra] };
  return {
    styleUrl: env.MAP_STYLE_URL,
    hosts: [...new Set([new URL(env.MAP_STYLE_URL).origin, ...extra])],
  };
}

/** The travel model with any configured figures, and OSRM when ROUTING_URL is set. */
function routingSettings(env: {
  ROUTING_URL?: string;
  TRAVEL_DETOUR_FACTOR?: number;
  TRAVEL_SPEEDS_KMH?: TravelModel['speedsKmh'];
}): RoutingConfig {
  const model: TravelModel = {
    ...DEFAULT_TRAVEL_MODEL,
    detourFactor: env.TRAVEL_DETOUR_FACTOR ?? DEFAULT_TRAVEL_MODEL.detourFactor,
    speedsKmh: env.TRAVEL_SPEEDS_KMH ?? DEFAULT_TRAVEL_MODEL.speedsKmh,
  };
  return env.ROUTING_URL
    ? { provider: 'osrm', url: env.ROUTING_URL.replace(/\/+$/, ''), model }
    : { provider: 'model', model };
}

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Where the bucket's files are read from, https, without a trailing slash. */
  publicUrl: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type FileStorageConfig =
  | ({ provider: 's3' } & S3Config)
  | { provider: 'local'; dir: string };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  database: { url: string } | { dataDir: string };
  tokenSecret: string;
  otp: OtpConfig;
  /** Texts (order news and the like), as opposed to login codes; the log when Twilio is not set. */
  sms: SmsConfig;
  payments: PaymentsConfig;
  /**
   * Where buyers reach the web app, without a trailing slash: payment redirects come back here.
   * Without PUBLIC_URL, `http://localhost:PORT`, used only when the buyer's own origin is unknown.
   */
  publicUrl: string;
  /** PUBLIC_URL is unset: payments return to the buyer's origin if it is this machine's. */
  followBuyerOrigin: boolean;
  checkoutSessionMinutes: number;
  /** The most login codes sent in an hour, every phone together. */
  otpSendsPerHour: number;
  brandName: string;
  /** Size of the public catalogue cache in megabytes (of JSON text); 0 turns it off. */
  catalogCacheMb: number;
  /** Size of the back office's list cache in megabytes (of JSON text); 0 turns it off. */
  consoleCacheMb: number;
  geocoder: GeocoderConfig;
  /** The dispatch map's style (null: OpenStreetMap's raster tiles) and the hosts it loads from. */
  map: MapConfig;
  routing: RoutingConfig;
  /** The bearer token Prometheus scrapes `/api/metrics` with; unset, there are no metrics. */
  metricsToken: string | undefined;
  push: PushConfig;
  files: FileStorageConfig;
  redisUrl: string | undefined;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  seedDemoData: boolean;
  webDist: string;
  publicDir: string;
  /** Things worth a line in the start-up log, such as the development token secret. */
  warnings: string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment once; every problem is listed in one ConfigError. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}.`,
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production';

  const twilio = twilioSettings(env, problems);
  const geocoderProvider = env.GEOCODER_PROVIDER ?? (env.MAPBOX_ACCESS_TOKEN ? 'mapbox' : 'local');
  if (geocoderProvider === 'mapbox' && !env.MAPBOX_ACCESS_TOKEN) {
    problems.push('GEOCODER_PROVIDER=mapbox needs MAPBOX_ACCESS_TOKEN');
  }
  const s3 = s3Config(env, problems);
  const push = pushSettings(env, problems);
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && !production) {
    warnings.push(
      'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only when the buyer returns to the confirmation page.',
    );
  }
  if (production) {
    if (!env.STRIPE_SECRET_KEY) {
      problems.push('production needs a real payment provider: set STRIPE_SECRET_KEY');
    }
    if (!env.STRIPE_WEBHOOK_SECRET) {
      problems.push('STRIPE_WEBHOOK_SECRET is required in production');
    }
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    if (!env.TOKEN_SECRET) problems.push('TOKEN_SECRET is required in production');
    if (env.OTP_DEV_CODE) problems.push('OTP_DEV_CODE is refused in production');
    if (!env.MAP_STYLE_URL) {
      warnings.push(
        'MAP_STYLE_URL is not set: the dispatch map uses OpenStreetMap’s own tiles, which their usage policy allows for light use only. Set a map provider’s style.',
      );
    }
    if (!env.TWILIO_VERIFY_SERVICE_SID) {
      problems.push(
        'production needs a real OTP provider: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
      );
    }
  } else if (!env.TOKEN_SECRET) {
    warnings.push(
      'TOKEN_SECRET is not set: using the development secret. Never do this in production.',
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }

  const otp: OtpConfig =
    twilio.credentials && twilio.verifyServiceSid
      ? { provider: 'twilio', ...twilio.credentials, verifyServiceSid: twilio.verifyServiceSid }
      : { provider: 'local', devCode: env.OTP_DEV_CODE };
  // No production check: texts are an extra, and what they say is kept in the tables anyway.
  const sms: SmsConfig =
    twilio.credentials && twilio.sender
      ? { provider: 'twilio', ...twilio.credentials, sender: twilio.sender }
      : { provider: 'log' };

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    database: env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: fromRepoRoot(env.DATA_DIR) },
    tokenSecret: env.TOKEN_SECRET ?? DEVELOPMENT_TOKEN_SECRET,
    otp,
    sms,
    payments: env.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : { provider: 'sandbox' },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    followBuyerOrigin: !env.PUBLIC_URL,
    checkoutSessionMinutes: env.CHECKOUT_SESSION_MINUTES,
    otpSendsPerHour: env.OTP_SENDS_PER_HOUR,
    brandName: env.BRAND_NAME,
    catalogCacheMb: env.CATALOG_CACHE_MB,
    consoleCacheMb: env.CONSOLE_CACHE_MB,
    geocoder:
      geocoderProvider === 'mapbox'
        ? { provider: 'mapbox', accessToken: env.MAPBOX_ACCESS_TOKEN! }
        : { provider: 'local' },
    map: mapSettings(env),
    routing: routingSettings(env),
    metricsToken: env.METRICS_TOKEN,
    push,
    files: s3
      ? { provider: 's3', ...s3 }
      : { provider: 'local', dir: fromRepoRoot(env.UPLOADS_DIR) },
    redisUrl: env.REDIS_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedDemoData: env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !production,
    webDist: fromRepoRoot(env.WEB_DIST),
    publicDir,
    warnings,
  };
}

/** For entry points: the config, or one plain line a person can act on and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * One Twilio account serves two products: Verify for login codes and Messaging for texts. Each is
 * on when the account and its own setting are; a half-made setup is a problem, not the log.
 */
function twilioSettings(env: z.infer<typeof environmentSchema>, problems: string[]) {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  const verifyServiceSid = env.TWILIO_VERIFY_SERVICE_SID;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID;
  const from = env.TWILIO_FROM;
  if (messagingServiceSid && from) {
    problems.push(
      'set one of TWILIO_MESSAGING_SERVICE_SID and TWILIO_FROM, not both: texts go through the Messaging Service or from the one number',
    );
  }
  const uses = verifyServiceSid || messagingServiceSid || from;
  if (Boolean(accountSid) !== Boolean(authToken)) {
    problems.push('set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither');
  } else if (!accountSid && uses) {
    problems.push(
      'TWILIO_VERIFY_SERVICE_SID, TWILIO_MESSAGING_SERVICE_SID and TWILIO_FROM need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
    );
  } else if (accountSid && !uses) {
    problems.push(
      'TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set for nothing: add TWILIO_VERIFY_SERVICE_SID for login codes, or TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM for texts',
    );
  }
  const credentials = accountSid && authToken ? { accountSid, authToken } : undefined;
  const sender: TwilioSender | undefined = messagingServiceSid
    ? { messagingServiceSid }
    : from
      ? { from }
      : undefined;
  return { credentials, verifyServiceSid, sender };
}

/**
 * The configured VAPID key pair, whole and matching, with its subject; without one, the pair kept
 * in the database, signed for PUBLIC_URL when it is https (push services refuse a localhost one).
 */
function pushSettings(env: z.infer<typeof environmentSchema>, problems: string[]): PushConfig {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (!publicKey && !privateKey) {
    // A push service refuses a subject on this machine (compose's https://localhost:8443).
    const site =
      env.PUBLIC_URL?.startsWith('https://') &&
      !/^(localhost|127\.0\.0\.1|.*\.localhost)$/.test(new URL(env.PUBLIC_URL).hostname)
        ? env.PUBLIC_URL
        : undefined;
    return {
      provider: 'stored-keys',
      subject: env.VAPID_SUBJECT ?? site ?? 'mailto:push@example.com',
    };
  }
  if (!publicKey || !privateKey) {
    problems.push('set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  } else if (vapidPublicKeyOf(privateKey) !== publicKey) {
    problems.push('VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY');
  }
  if (!env.VAPID_SUBJECT) {
    problems.push('VAPID_SUBJECT (mailto: or https:) is required with the VAPID keys');
  }
  return {
    provider: 'vapid',
    publicKey: publicKey ?? '',
    privateKey: privateKey ?? '',
    subject: env.VAPID_SUBJECT ?? '',
  };
}

/** The P-256 public key (uncompressed, base64url) of a private one; null when it is no key. */
function vapidPublicKeyOf(privateKey: string): string | null {
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return curve.getPublicKey('base64url');
  } catch {
    return null;
  }
}

/** The bucket settings when S3_BUCKET is set; a half-made S3 setup is a problem, not local disk. */
function s3Config(env: z.infer<typeof environmentSchema>, problems: string[]): S3Config | null {
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    problems.push('set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither');
  }
  if (!env.S3_BUCKET) {
    if (env.S3_REGION || env.S3_ENDPOINT || env.S3_PUBLIC_URL) {
      problems.push('S3_REGION, S3_ENDPOINT and S3_PUBLIC_URL need S3_BUCKET');
    }
    return null;
  }
  const region = env.S3_REGION ?? 'us-east-1';
  const endpoint = env.S3_ENDPOINT?.replace(/\/+$/, '');
  const publicUrl = (
    env.S3_PUBLIC_URL ??
    (endpoint
      ? `${endpoint}/${env.S3_BUCKET}`
      : `https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`)
  ).replace(/\/+$/, '');
  // Stores and products keep images as https links (or paths of this site).
  if (!publicUrl.startsWith('https://')) {
    problems.push('S3_PUBLIC_URL must be set to an https:// address when S3_ENDPOINT is http://');
  }
  return {
    bucket: env.S3_BUCKET,
    region,
    endpoint,
    publicUrl,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(repoRoot, path);
}

/** Fastify's `trustProxy`: all, none, the first N hops, or a list of proxy addresses. */
function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
