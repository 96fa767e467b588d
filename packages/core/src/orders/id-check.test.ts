import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, judgeIdCheck, orderNeedsIdCheck } from './id-check.js';

describe('ageOn', () => {
  it.each([
    ['2005-11-23', '2026-11-23', 21],
    ['2005-11-24', '2026-11-23', 20],
    ['2005-12-31', '2026-11-23', 20],
    ['2005-01-01', '2026-11-23', 21],
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
  ])('born %s, on %s: %i', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it('a leap-day birthday counts from 1 March in other years', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
  });

  it.each(['2005-02-30', '2005-13-01', '05-11-23', '23/11/2005', '', '2005-1-1'])(
    'is null for a date that is not one: %j',
    (born) => {
      expect(ageOn(born, '2026-11-23')).toBeNull();
    },
  );

  it('never lets someone turn 21 before their 21st birthday', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 40_000 }),
        (born, days) => {
          const today = new Date(born.getTime() + days * 86_400_000);
          const iso = (d: Date) => d.toISOString().slice(0, 10);
          const age = ageOn(iso(born), iso(today))!;
          const birthday = new Date(born);
          birthday.setUTCFullYear(born.getUTCFullYear() + age);
          expect(birthday.getTime()).toBeLessThanOrEqual(today.getTime());
          expect(age).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('judgeIdCheck', () => {
  const today = '2026-11-23';

  it('passes someone 21 today and turns back someone 21 tomorrow', () => {
    expect(judgeIdCheck({ dateOfBirth: '2005-11-23', idType: 'passport', today })).toEqual({
      ok: true,
      age: 21,
      passed: true,
    });
    expect(judgeIdCheck({ dateOfBirth: '2005-11-24', idType: 'drivers_license', today })).toEqual({
      ok: true,
      age: 20,
      passed: false,
    });
  });

  it.each([
    [
      '2005-02-30',
      'passport',
      'dateOfBirth',
      'Enter the date of birth as it is printed on the ID.',
    ],
    [
      '1890-01-01',
      'passport',
      'dateOfBirth',
      'Enter the date of birth as it is printed on the ID.',
    ],
    ['2026-11-24', 'passport', 'dateOfBirth', 'The date of birth cannot be in the future.'],
    ['1990-01-01', 'library_card', 'idType', 'Choose the type of ID.'],
    ['1990-01-01', '', 'idType', 'Choose the type of ID.'],
  ])('refuses %s with %j: %s', (dateOfBirth, idType, field, reason) => {
    expect(judgeIdCheck({ dateOfBirth, idType, today })).toEqual({ ok: false, field, reason });
  });
});

describe('orderNeedsIdCheck', () => {
  it('is true when any line was 21+ when sold, and only then', () => {
    expect(orderNeedsIdCheck([])).toBe(false);
    expect(orderNeedsIdCheck([{ needsAgeVerification: false }])).toBe(false);
    expect(
      orderNeedsIdCheck([{ needsAgeVerification: false }, { needsAgeVerification: true }]),
    ).toBe(true);
  });
});
