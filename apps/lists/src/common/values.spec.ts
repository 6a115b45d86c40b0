import { isEmail, isHttpUrl, isIp, parseDateTime } from './values';

describe('values', () => {
  it('isEmail', () => {
    expect(isEmail('a.b+c@example.co.uk')).toBe(true);
    expect(['plain', 'a@b', 'a b@c.com', '@x.com', 'a@-x.com'].map(isEmail)).toEqual([false, false, false, false, false]);
  });
  it('parseDateTime', () => {
    expect(parseDateTime('2024-02-29')).toBe('2024-02-29 00:00:00');
    expect(parseDateTime('2024-02-29 13:05')).toBe('2024-02-29 13:05:00');
    expect(parseDateTime('2023-02-29')).toBeUndefined();
    expect(parseDateTime('2024-01-01 24:00:00')).toBeUndefined();
    expect(parseDateTime('01/02/2024')).toBeUndefined();
  });
  it('isIp and isHttpUrl', () => {
    expect(isIp('192.168.1.1')).toBe(true);
    expect(isIp('::1')).toBe(true);
    expect(isIp('999.1.1.1')).toBe(false);
    expect(isHttpUrl('https://x.test/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
