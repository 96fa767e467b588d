import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device-label.js';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      'Firefox on Mac',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101', 'A browser on Linux'],
    [undefined, 'A browser'],
  ])('%s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });

  it('keeps none of the agent’s own words', () => {
    expect(deviceLabel('<script>alert(1)</script> Chrome/1 Android 9 call +16265550101')).toBe(
      'Chrome on Android',
    );
  });
});
