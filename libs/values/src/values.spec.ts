import { formatDateTime, isEmail, isHttpUrl, isIp, normalizeDateTime, parseDateTime, yesNo } from './index';

describe('date-time', () => {
  it('formats in UTC with the spec format, blank for nothing', () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it.each([
    ['2026-02-28', '2026-02-28 00:00:00'],
    ['2026-02-28 13:05', '2026-02-28 13:05:00'],
    ['2026-02-28T13:05:09', '2026-02-28 13:05:09'],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-01-01 24:00:00', undefined],
    ['01/02/2026', undefined],
  ])('normalizes %p → %p', (input, expected) => {
    expect(normalizeDateTime(input)).toBe(expected);
    expect(parseDateTime(input) === undefined).toBe(expected === undefined);
  });

  it('spells booleans Yes/No', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});

describe('isEmail', () => {
  it.each(['a@example.com', 'first.last+tag@sub.example.co', "o'brien@example.org".replace("'", '')])('accepts %p', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['bad', 'a@b', 'a@b.c', 'a b@example.com', '@example.com', 'a@-x.com', 'a@example..com', `${'x'.repeat(250)}@example.com`])('refuses %p', (email) =>
    expect(isEmail(email)).toBe(false),
  );
});

describe('isIp', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['2001:db8::1', true],
    ['256.1.1.1', false],
    ['host', false],
  ])('%p → %p', (ip, expected) => expect(isIp(ip)).toBe(expected));
});

describe('isHttpUrl', () => {
  it('accepts http(s) only', () => {
    expect(isHttpUrl('https://x.test/a')).toBe(true);
    expect(isHttpUrl('http://x.test')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
