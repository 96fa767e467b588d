import { describe, expect, it } from 'vitest';
import { resendSecondsLeft } from './resend-seconds-left.js';

describe('resendSecondsLeft', () => {
  const sentAt = 1_000_000;

  it('counts down from 60 seconds after a send', () => {
    expect(resendSecondsLeft({ sentAt, now: sentAt })).toBe(60);
    expect(resendSecondsLeft({ sentAt, now: sentAt + 400 })).toBe(60);
    expect(resendSecondsLeft({ sentAt, now: sentAt + 59_001 })).toBe(1);
  });

  it('allows a resend at 60 seconds, and before any send', () => {
    expect(resendSecondsLeft({ sentAt, now: sentAt + 60_000 })).toBe(0);
    expect(resendSecondsLeft({ sentAt, now: sentAt + 600_000 })).toBe(0);
    expect(resendSecondsLeft({ sentAt: null, now: sentAt })).toBe(0);
  });
});
