import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/create-test-app.js';
import { type TwilioVerifyClient, TwilioVerifyOtpProvider } from './twilio-verify.js';

const twilioFactory = vi.hoisted(() => vi.fn());
vi.mock('twilio', () => ({ default: twilioFactory }));

/** A stand-in for the twilio client, the same shape as the SDK's Verify v2 calls. */
function fakeTwilio(behaviour: { check?: () => Promise<{ status: string }> } = {}) {
  const verifications = { create: vi.fn(async () => ({ status: 'pending' })) };
  const verificationChecks = {
    create: vi.fn(behaviour.check ?? (async () => ({ status: 'approved' }))),
  };
  const services = vi.fn(() => ({ verifications, verificationChecks }));
  const client: TwilioVerifyClient = { verify: { v2: { services } } };
  return { client, services, verifications, verificationChecks };
}

const twilioError = (code: number) => Object.assign(new Error(`Twilio ${code}`), { code });

describe('Twilio Verify OTP provider', () => {
  it('sends an SMS verification to the phone through the configured service', async () => {
    const fake = fakeTwilio();
    await new TwilioVerifyOtpProvider(fake.client, 'VA123').send('+16265550101');
    expect(fake.services).toHaveBeenCalledWith('VA123');
    expect(fake.verifications.create).toHaveBeenCalledWith({ to: '+16265550101', channel: 'sms' });
  });

  it('checks the code and maps Verify statuses', async () => {
    const cases: [string, string][] = [
      ['approved', 'approved'],
      ['pending', 'invalid'],
      ['canceled', 'expired'],
      ['expired', 'expired'],
      ['max_attempts_reached', 'locked'],
    ];
    for (const [status, expected] of cases) {
      const fake = fakeTwilio({ check: async () => ({ status }) });
      const provider = new TwilioVerifyOtpProvider(fake.client, 'VA123');
      expect(await provider.verify('+16265550101', '123456')).toBe(expected);
      expect(fake.verificationChecks.create).toHaveBeenCalledWith({
        to: '+16265550101',
        code: '123456',
      });
    }
  });

  it('reads "no pending verification" as expired and "too many checks" as locked', async () => {
    const missing = fakeTwilio({ check: () => Promise.reject(twilioError(20404)) });
    expect(await new TwilioVerifyOtpProvider(missing.client, 'VA1').verify('+1', '1')).toBe(
      'expired',
    );
    const locked = fakeTwilio({ check: () => Promise.reject(twilioError(60202)) });
    expect(await new TwilioVerifyOtpProvider(locked.client, 'VA1').verify('+1', '1')).toBe(
      'locked',
    );
  });

  it('reports a failed send as a delivery error', async () => {
    const fake = fakeTwilio();
    fake.verifications.create.mockRejectedValueOnce(twilioError(60203));
    await expect(
      new TwilioVerifyOtpProvider(fake.client, 'VA1').send('+16265550101'),
    ).rejects.toMatchObject({ name: 'OtpDeliveryError' });
  });

  it('is built from the config with twilio(accountSid, authToken)', async () => {
    const fake = fakeTwilio();
    twilioFactory.mockReturnValue(fake.client);
    const { createOtpProvider } = await import('./create-otp-provider.js');
    const config = testConfig({
      OTP_DEV_CODE: '',
      TWILIO_ACCOUNT_SID: 'AC-test',
      TWILIO_AUTH_TOKEN: 'auth-token',
      TWILIO_VERIFY_SERVICE_SID: 'VA-service',
    });
    const provider = createOtpProvider({
      config,
      db: undefined as never,
      logger: { info: () => {} },
      clock: () => new Date(),
    });
    expect(twilioFactory).toHaveBeenCalledWith('AC-test', 'auth-token');
    expect(provider.name).toBe('twilio-verify');
    await provider.send('+16265550101');
    expect(fake.services).toHaveBeenCalledWith('VA-service');
  });
});
