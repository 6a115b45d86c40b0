import { parseCondition, testCondition } from './merge-tag.condition';

describe(testCondition.name, () => {
  const passes = (expression: string, value: string) => testCondition(parseCondition(expression)!, value);

  it('tests for a value with <> (or no operator), and compares text case-insensitively', () => {
    expect(passes('Subscriber:FirstName<>', 'Ann')).toBe(true);
    expect(passes('Subscriber:FirstName<>', '  ')).toBe(false);
    expect(passes('Subscriber:FirstName', '')).toBe(false);
    expect(passes('Subscriber:Country=United States', 'united states')).toBe(true);
    expect(passes('%Subscriber:Country%!="US"', 'US')).toBe(false);
    expect(passes('%Subscriber:FirstName%!=""', 'Ann')).toBe(true);
  });

  it('compares numbers as numbers, and reads entities an HTML editor wrote', () => {
    expect(passes('Subscriber:PurchaseCount>5', '10')).toBe(true);
    expect(passes('Subscriber:PurchaseCount>5', '')).toBe(false);
    expect(passes('Subscriber:Age&lt;30', '9')).toBe(true);
    expect(passes('Subscriber:Score>=100', '100.0')).toBe(true);
    expect(passes('Subscriber:Total<=50', '50.5')).toBe(false);
    expect(passes('Subscriber:Level=5', '05')).toBe(true);
  });

  it('refuses what is not a field test', () => {
    expect(parseCondition('Link:Unsubscribe<>')).toBeUndefined();
    expect(parseCondition('1=1')).toBeUndefined();
  });
});
