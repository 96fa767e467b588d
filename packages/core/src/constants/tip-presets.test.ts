import { describe, expect, it } from 'vitest';
import { TIP_PRESETS } from './tip-presets.js';

describe('TIP_PRESETS', () => {
  it('are 5, 10 and 15 percent (SPEC §9)', () => {
    expect(TIP_PRESETS).toEqual([5, 10, 15]);
  });
});
