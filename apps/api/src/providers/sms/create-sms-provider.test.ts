import { describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/create-test-app.js';
import { createSmsProvider } from './create-sms-provider.js';
import type { TwilioMessagingClient } from './twilio-messaging.js';

const twilioFactory = vi.hoisted(() => vi.fn());
vi.mock('twilio', () => ({ default: twilioFactory }));

const twilioAccount = { TWILIO_ACCOUNT_SID: 'AC-test', TWILIO_AUTH_TOKEN: 'auth-token' };

/** A logger that keeps what it is told. */
function recordingLogger() {
  const infos: string[] = [];
  const warnings: string[] = [];
  return {
    infos,
    warnings,
    logger: {
      info: (_details: object, message: string) => infos.push(message),
      warn: (message: string) => warnings.push(message),
    },
  };
}

describe('createSmsProvider', () => {
  it('is built from the config with twilio(accountSid, authToken) and the Messaging Service', async () => {
    const create = vi.fn(async () => ({ sid: 'SM1' }));
    const client: TwilioMessagingClient = { messages: { create } };
    twilioFactory.mockReturnValue(client);
    const config = testConfig({ ...twilioAccount, TWILIO_MESSAGING_SERVICE_SID: 'MG-service' });
    const provider = createSmsProvider({ config, logger: recordingLogger().logger });
    expect(twilioFactory).toHaveBeenCalledWith('AC-test', 'auth-token');
    expect(provider.name).toBe('twilio-messaging');
    expect(await provider.send({ to: '+16265550101', body: 'Hi' })).toEqual({ providerId: 'SM1' });
    expect(create).toHaveBeenCalledWith({
      to: '+16265550101',
      body: 'Hi',
      messagingServiceSid: 'MG-service',
    });
  });

  it('sends from TWILIO_FROM when that is the sender configured', async () => {
    const create = vi.fn(async () => ({ sid: 'SM2' }));
    twilioFactory.mockReturnValue({ messages: { create } });
    const config = testConfig({ ...twilioAccount, TWILIO_FROM: '+18185550100' });
    await createSmsProvider({ config, logger: recordingLogger().logger }).send({
      to: '+16265550101',
      body: 'Hi',
    });
    expect(create).toHaveBeenCalledWith({ to: '+16265550101', body: 'Hi', from: '+18185550100' });
  });

  it('writes texts to the log when no sender is configured, even with Twilio Verify on', async () => {
    twilioFactory.mockClear();
    const { logger, infos, warnings } = recordingLogger();
    const config = testConfig({ ...twilioAccount, TWILIO_VERIFY_SERVICE_SID: 'VA-service' });
    const provider = createSmsProvider({ config, logger });
    expect(provider.name).toBe('log');
    expect(twilioFactory).not.toHaveBeenCalled();
    await provider.send({ to: '+16265550101', body: 'Hi' });
    expect(infos).toEqual(['SMS to +16265550101: Hi']);
    expect(warnings).toEqual([]);
  });

  it('warns once, at start, when production texts go to the log', async () => {
    const { logger, warnings } = recordingLogger();
    const provider = createSmsProvider({
      config: { env: 'production', sms: { provider: 'log' } },
      logger,
    });
    await provider.send({ to: '+16265550101', body: 'Hi' });
    await provider.send({ to: '+16265550102', body: 'Hi' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Texts are written to the server log, not sent: set TWILIO_/);
  });
});
