import { describe, expect, it } from 'vitest';
import { openingRanges } from './opening-ranges.js';

describe('openingRanges', () => {
  it('reads a day as sorted minute ranges', () => {
    expect(
      openingRanges(
        {
          MON: [
            { from: '17:00', to: '21:00' },
            { from: '09:00', to: '12:00' },
          ],
        },
        'MON',
      ),
    ).toEqual([
      { from: 540, to: 720 },
      { from: 1020, to: 1260 },
    ]);
  });

  it('treats a missing or empty day as closed', () => {
    expect(openingRanges({ MON: [] }, 'MON')).toEqual([]);
    expect(openingRanges({}, 'TUE')).toEqual([]);
  });

  it("reads a closing '00:00' as midnight", () => {
    expect(openingRanges({ FRI: [{ from: '18:00', to: '00:00' }] }, 'FRI')).toEqual([
      { from: 1080, to: 1440 },
    ]);
  });

  it('merges overlapping ranges so no window is offered twice', () => {
    expect(
      openingRanges(
        {
          SAT: [
            { from: '09:00', to: '13:00' },
            { from: '12:00', to: '15:00' },
            { from: '15:00', to: '16:00' },
          ],
        },
        'SAT',
      ),
    ).toEqual([{ from: 540, to: 960 }]);
  });

  it('ignores unreadable and backwards ranges', () => {
    expect(
      openingRanges(
        {
          SUN: [
            { from: '', to: '12:00' },
            { from: '14:00', to: '13:00' },
            { from: '10:00', to: '11:00' },
          ],
        },
        'SUN',
      ),
    ).toEqual([{ from: 600, to: 660 }]);
  });
});
