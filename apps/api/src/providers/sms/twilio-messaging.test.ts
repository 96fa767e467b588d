import twilio from 'twilio';
import { describe, expect, it, vi } from 'vitest';
import { SmsDeliveryError } from './sms-provider.js';
import { type TwilioMessagingClient, TwilioMessagingSmsProvider } from './twilio-messaging.js';

/** A stand-in for the twilio client, the same shape as the SDK's `messages.create`. */
function fakeTwilio(create: () => Promise<{ sid: string }> = async () => ({ sid: 'SM123' })) {
  const messages = { create: vi.fn(create) };
  const client: TwilioMessagingClient = { messages };
  return { client, messages };
}

/** What the SDK throws when Twilio answers with an error: its own RestException. */
const refusal = (status: number, code?: number) =>
  new twilio.RestException({
    statusCode: status,
    body: { status, code, message: `Twilio says no (${code ?? status})` },
  });

/** The error the provider throws when `create` fails with `error`. */
async function sendFailingWith(error: unknown): Promise<SmsDeliveryError> {
  const fake = fakeTwilio(() => Promise.reject(error));
  const provider = new TwilioMessagingSmsProvider(fake.client, { messagingServiceSid: 'MG123' });
  const caught = await provider.send({ to: '+16265550101', body: 'Hi' }).catch((each) => each);
  expect(caught).toBeInstanceOf(SmsDeliveryError);
  expect(caught.name).toBe('SmsDeliveryError');
  expect(caught.cause).toBe(error);
  return caught;
}

describe('Twilio Messaging SMS provider', () => {
  it('sends through the Messaging Service and answers with the message sid', async () => {
    const fake = fakeTwilio();
    const provider = new TwilioMessagingSmsProvider(fake.client, { messagingServiceSid: 'MG123' });
    expect(provider.name).toBe('twilio-messaging');
    expect(await provider.send({ to: '+16265550101', body: 'Your order is ready.' })).toEqual({
      providerId: 'SM123',
    });
    expect(fake.messages.create).toHaveBeenCalledWith({
      to: '+16265550101',
      body: 'Your order is ready.',
      messagingServiceSid: 'MG123',
    });
  });

  it('sends from the one configured number instead, when that is the setting', async () => {
    const fake = fakeTwilio();
    const provider = new TwilioMessagingSmsProvider(fake.client, { from: '+18185550100' });
    await provider.send({ to: '+16265550101', body: 'Hi' });
    expect(fake.messages.create).toHaveBeenCalledWith({
      to: '+16265550101',
      body: 'Hi',
      from: '+18185550100',
    });
  });

  it('reads 21610 as an opt-out: permanent, and nothing more to that phone', async () => {
    const error = await sendFailingWith(refusal(400, 21610));
    expect(error).toMatchObject({ permanent: true, optedOut: true, code: '21610' });
    expect(error.message).toMatch(/opted out/);
  });

  it('reads an invalid or unreachable number as permanent, not an opt-out', async () => {
    for (const code of [21211, 21614, 21408, 21612]) {
      const error = await sendFailingWith(refusal(400, code));
      expect(error).toMatchObject({ permanent: true, optedOut: false, code: String(code) });
    }
  });

  it('retries when Twilio is busy or broken', async () => {
    expect(await sendFailingWith(refusal(429, 20429))).toMatchObject({
      permanent: false,
      optedOut: false,
      code: '20429',
    });
    for (const status of [500, 502, 503]) {
      expect(await sendFailingWith(refusal(status))).toMatchObject({
        permanent: false,
        code: null,
      });
    }
  });

  it('retries when Twilio could not be reached', async () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(await sendFailingWith(reset)).toMatchObject({ permanent: false, code: 'ECONNRESET' });
    expect(await sendFailingWith(new Error('timeout of 30000ms exceeded'))).toMatchObject({
      permanent: false,
      code: null,
    });
  });

  it('gives up on any other refusal, which the same request would meet again', async () => {
    // 21602: the message body is required.
    expect(await sendFailingWith(refusal(400, 21602))).toMatchObject({
      permanent: true,
      optedOut: false,
      code: '21602',
    });
  });
});
