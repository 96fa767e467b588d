import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_VARIABLES,
  ConfigError,
  environmentSchema,
  loadConfig,
  repoRoot,
} from './config.js';

const twilio = {
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'auth-token',
  TWILIO_VERIFY_SERVICE_SID: 'VA123',
};
const stripe = {
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};
const production = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://arroyo.example.com',
  ...twilio,
  ...stripe,
  MAP_STYLE_URL: 'https://tiles.stadiamaps.com/styles/alidade_smooth.json',
};

describe('loadConfig', () => {
  it('runs a fresh machine on embedded PGlite under ./data with local OTP codes', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      database: { dataDir: join(repoRoot, 'data/pglite') },
      otp: { provider: 'local', devCode: undefined },
      webDist: join(repoRoot, 'apps/web/dist'),
      seedDemoData: true,
    });
    expect(config.warnings).toEqual([
      'TOKEN_SECRET is not set: using the development secret. Never do this in production.',
    ]);
  });

  it('switches to PostgreSQL, Twilio Verify and Redis when they are configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db:5432/marketplace',
      REDIS_URL: 'redis://cache:6379',
      PORT: '8080',
      ...twilio,
    });
    expect(config.database).toEqual({ url: 'postgres://app@db:5432/marketplace' });
    expect(config.otp).toEqual({
      provider: 'twilio',
      accountSid: 'AC123',
      authToken: 'auth-token',
      verifyServiceSid: 'VA123',
    });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.port).toBe(8080);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(production);
    expect(config.otp.provider).toBe('twilio');
    expect(config.seedDemoData).toBe(false);
    expect(config.warnings).toEqual([]);
    const { MAP_STYLE_URL, ...withoutMap } = production;
    expect(loadConfig(withoutMap).warnings).toEqual([
      'MAP_STYLE_URL is not set: the dispatch map uses OpenStreetMap’s own tiles, which their usage policy allows for light use only. Set a map provider’s style.',
    ]);
  });

  it('refuses OTP_DEV_CODE in production', () => {
    expect(() => loadConfig({ ...production, OTP_DEV_CODE: '123456' })).toThrow(
      'Invalid configuration: OTP_DEV_CODE is refused in production.',
    );
  });

  it('refuses the local OTP provider in production', () => {
    expect(() =>
      loadConfig({ ...production, ...Object.fromEntries(Object.keys(twilio).map((k) => [k, ''])) }),
    ).toThrow(/production needs a real OTP provider/);
  });

  it('refuses production without its own TOKEN_SECRET, and any short secret', () => {
    expect(() => loadConfig({ ...production, TOKEN_SECRET: undefined })).toThrow(
      /TOKEN_SECRET is required in production/,
    );
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(
      'Invalid configuration: TOKEN_SECRET must be at least 32 characters.',
    );
  });

  it('takes payments in the local sandbox unless Stripe is configured', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.payments).toEqual({ provider: 'sandbox' });
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.checkoutSessionMinutes).toBe(30);
    expect(config.brandName).toBe('Arroyo');

    const live = loadConfig({
      ...stripe,
      PUBLIC_URL: 'https://arroyo.example.com/',
      CHECKOUT_SESSION_MINUTES: '45',
    });
    expect(live.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_live_123',
      webhookSecret: 'whsec_123',
    });
    expect(live.publicUrl).toBe('https://arroyo.example.com');
    expect(live.checkoutSessionMinutes).toBe(45);
  });

  it('refuses production without Stripe, its webhook secret or PUBLIC_URL', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: '' })).toThrow(
      /production needs a real payment provider: set STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required in production/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: '' })).toThrow(
      /PUBLIC_URL is required in production/,
    );
  });

  it('checks the payment variables', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ CHECKOUT_SESSION_MINUTES: '10' })).toThrow(
      /CHECKOUT_SESSION_MINUTES/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).warnings).toContain(
      'STRIPE_WEBHOOK_SECRET is not set: payments are confirmed only when the buyer returns to the confirmation page.',
    );
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', OTP_DEV_CODE: '12345', TWILIO_ACCOUNT_SID: 'AC1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/PORT .*; OTP_DEV_CODE must be exactly 6 digits/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or neither/,
    );
  });

  it('writes texts to the server log unless Twilio Messaging is configured', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'log' });
    // Verify alone sends login codes; texts still need a sender of their own.
    expect(loadConfig(twilio).sms).toEqual({ provider: 'log' });
  });

  it('sends texts through a Messaging Service or from one number, on the same account', () => {
    const account = { TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'auth-token' };
    const service = loadConfig({ ...account, TWILIO_MESSAGING_SERVICE_SID: 'MG123' });
    expect(service.sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC123',
      authToken: 'auth-token',
      sender: { messagingServiceSid: 'MG123' },
    });
    // Texts without Twilio Verify: login codes stay local.
    expect(service.otp.provider).toBe('local');

    const number = loadConfig({ ...twilio, TWILIO_FROM: '+18185550100' });
    expect(number.sms).toEqual({
      provider: 'twilio',
      accountSid: 'AC123',
      authToken: 'auth-token',
      sender: { from: '+18185550100' },
    });
    expect(number.otp.provider).toBe('twilio');
  });

  it('refuses both senders at once, a sender without the account, and a bad sender', () => {
    expect(() =>
      loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'MG123', TWILIO_FROM: '+18185550100' }),
    ).toThrow(/set one of TWILIO_MESSAGING_SERVICE_SID and TWILIO_FROM, not both/);
    expect(() => loadConfig({ TWILIO_FROM: '+18185550100' })).toThrow(
      /TWILIO_FROM need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/,
    );
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_MESSAGING_SERVICE_SID: 'MG123' }),
    ).toThrow(/set both TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/);
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'auth-token' }),
    ).toThrow(/TWILIO_AUTH_TOKEN are set for nothing/);
    expect(() => loadConfig({ ...twilio, TWILIO_FROM: '(818) 555-0100' })).toThrow(
      /TWILIO_FROM must be a phone number in E.164 form/,
    );
    expect(() => loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: 'VA123' })).toThrow(
      /TWILIO_MESSAGING_SERVICE_SID must be a Twilio Messaging Service SID/,
    );
  });

  it('lets production write texts to the log (the factory warns), but not login codes', () => {
    expect(loadConfig(production).sms).toEqual({ provider: 'log' });
    expect(loadConfig({ ...production, TWILIO_MESSAGING_SERVICE_SID: 'MG123' }).sms.provider).toBe(
      'twilio',
    );
    expect(() =>
      loadConfig({
        ...production,
        TWILIO_VERIFY_SERVICE_SID: '',
        TWILIO_MESSAGING_SERVICE_SID: 'MG123',
      }),
    ).toThrow(/production needs a real OTP provider/);
  });

  it('sizes the back office list cache in megabytes, 0 turning it off', () => {
    expect(loadConfig({}).consoleCacheMb).toBe(16);
    expect(loadConfig({ CONSOLE_CACHE_MB: '0' }).consoleCacheMb).toBe(0);
    expect(() => loadConfig({ CONSOLE_CACHE_MB: '-1' })).toThrow(/CONSOLE_CACHE_MB/);
  });

  it('sizes the catalogue cache in megabytes, 0 turning it off', () => {
    expect(loadConfig({}).catalogCacheMb).toBe(32);
    expect(loadConfig({ CATALOG_CACHE_MB: '0' }).catalogCacheMb).toBe(0);
    expect(() => loadConfig({ CATALOG_CACHE_MB: '-1' })).toThrow(/CATALOG_CACHE_MB/);
  });

  it('draws the dispatch map with OpenStreetMap by default, or the configured style and hosts', () => {
    expect(loadConfig({}).map).toEqual({
      styleUrl: null,
      hosts: ['https://tile.openstreetmap.org'],
    });
    expect(
      loadConfig({
        MAP_STYLE_URL: 'https://api.maptiler.com/maps/streets-v2/style.json?key=k',
        MAP_HOSTS: 'https://fonts.example.com  https://tiles.example.com',
      }).map,
    ).toEqual({
      styleUrl: 'https://api.maptiler.com/maps/streets-v2/style.json?key=k',
      hosts: ['https://api.maptiler.com', 'https://fonts.example.com', 'https://tiles.example.com'],
    });
    expect(() => loadConfig({ MAP_STYLE_URL: 'http://tiles.local/style.json' })).toThrow(
      /MAP_STYLE_URL must be an https:\/\/ address/,
    );
    expect(() => loadConfig({ MAP_HOSTS: 'tiles.example.com' })).toThrow(/MAP_HOSTS/);
  });

  it('estimates travel with the model unless ROUTING_URL names an OSRM server', () => {
    expect(loadConfig({}).routing).toEqual({
      provider: 'model',
      model: {
        detourFactor: 1.35,
        speedsKmh: { rush: 24, day: 30, night: 40 },
        timeZone: 'America/Los_Angeles',
      },
    });
    expect(
      loadConfig({
        ROUTING_URL: 'http://osrm:5000/',
        TRAVEL_DETOUR_FACTOR: '1.4',
        TRAVEL_SPEEDS_KMH: '20, 28,45.5',
      }).routing,
    ).toEqual({
      provider: 'osrm',
      url: 'http://osrm:5000',
      model: {
        detourFactor: 1.4,
        speedsKmh: { rush: 20, day: 28, night: 45.5 },
        timeZone: 'America/Los_Angeles',
      },
    });
    expect(loadConfig({ ROUTING_URL: ' ', TRAVEL_SPEEDS_KMH: '' }).routing.provider).toBe('model');
  });

  it('checks the routing variables', () => {
    expect(() => loadConfig({ ROUTING_URL: 'osrm:5000' })).toThrow(
      /ROUTING_URL must be an http:\/\/ or https:\/\/ address/,
    );
    for (const factor of ['0.9', '3.5', 'twice']) {
      expect(() => loadConfig({ TRAVEL_DETOUR_FACTOR: factor })).toThrow(
        'Invalid configuration: TRAVEL_DETOUR_FACTOR must be a number from 1 to 3.',
      );
    }
    for (const speeds of ['24,30', '24,30,40,50', '0,30,40', '24,30,200', '24;30;40', 'fast']) {
      expect(() => loadConfig({ TRAVEL_SPEEDS_KMH: speeds })).toThrow(
        'Invalid configuration: TRAVEL_SPEEDS_KMH must be three speeds in km/h from 1 to 130, rush,day,night (such as 24,30,40).',
      );
    }
  });

  it('documents every variable it reads', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name).sort();
    expect(documented).toEqual(Object.keys(environmentSchema.shape).sort());
  });
});
