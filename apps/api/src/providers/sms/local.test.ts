import { describe, expect, it } from 'vitest';
import { LogSmsProvider } from './local.js';

describe('log SMS provider', () => {
  it('writes the text to the server log and answers a log id', async () => {
    const logged: { details: object; message: string }[] = [];
    const provider = new LogSmsProvider({
      info: (details, message) => logged.push({ details, message }),
    });
    expect(provider.name).toBe('log');

    const receipt = await provider.send({ to: '+16265550101', body: 'Your order is ready.' });
    expect(receipt.providerId).toMatch(/^log-[0-9a-f-]{36}$/);
    expect(logged).toEqual([
      {
        details: { sms: { to: '+16265550101', providerId: receipt.providerId } },
        message: 'SMS to +16265550101: Your order is ready.',
      },
    ]);
  });

  it('answers a new id for every text', async () => {
    const provider = new LogSmsProvider({ info: () => {} });
    const message = { to: '+16265550101', body: 'Hi' };
    const [first, second] = [await provider.send(message), await provider.send(message)];
    expect(first.providerId).not.toBe(second.providerId);
  });
});
