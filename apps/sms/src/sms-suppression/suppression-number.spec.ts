import { matchesPattern, MAX_PATTERN_LENGTH, suppressionNumber } from './suppression-number';

describe('suppressionNumber', () => {
  it('normalises exact numbers to E.164 (libphonenumber, else the E.164 shape)', () => {
    expect(suppressionNumber('+1 (415) 555-0101')).toEqual({ ok: true, isPattern: false, number: '+14155550101' });
    expect(suppressionNumber('0044 20 7946 0958')).toEqual({ ok: true, isPattern: false, number: '+442079460958' });
    expect(suppressionNumber('+15551234567')).toEqual({ ok: true, isPattern: false, number: '+15551234567' });
    for (const bad of ['not-a-phone', '4155550101', '+0123456789', '+12', '+1234567890123456']) expect(suppressionNumber(bad)).toMatchObject({ ok: false });
  });

  it('keeps patterns as + digits and * with their LIKE form; refuses other syntax and overlong ones', () => {
    expect(suppressionNumber('+1555*')).toEqual({ ok: true, isPattern: true, number: '+1555*', like: '+1555%' });
    expect(suppressionNumber('44 20**')).toEqual({ ok: true, isPattern: true, number: '+4420*', like: '+4420%' });
    expect(suppressionNumber('*0101')).toEqual({ ok: true, isPattern: true, number: '+*0101', like: '+%0101' });
    for (const bad of ['+1555.*[0-9]', '+1(5|6)*', '*', '+*a*', `+${'1'.repeat(MAX_PATTERN_LENGTH)}*`, '+1*2*3*4*5*6'])
      expect(suppressionNumber(bad)).toMatchObject({ ok: false });
  });
});

describe('matchesPattern', () => {
  it('matches * as any run of digits, anchored at both ends', () => {
    expect(matchesPattern('+1555*', '+15551234567')).toBe(true);
    expect(matchesPattern('+1555*', '+14155550101')).toBe(false);
    expect(matchesPattern('+*0101', '+14155550101')).toBe(true);
    expect(matchesPattern('+1*555*01', '+14155550101')).toBe(true);
    expect(matchesPattern('+1*555*02', '+14155550101')).toBe(false);
    expect(matchesPattern('+14155550101', '+14155550101')).toBe(true);
  });

  it('stays linear on adversarial input', () => {
    const started = Date.now();
    expect(matchesPattern('+1*1*1*1*2', `+${'1'.repeat(100_000)}`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
