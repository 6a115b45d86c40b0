import { jsonCopy } from './json-copy';

describe('jsonCopy', () => {
  it('answers what a JSON round trip answers, long strings and mark-like strings included', () => {
    const long = 'a,b\n'.repeat(40_000);
    const value = {
      csv: long,
      list: [long, 'x', 1, null, undefined, { d: new Date(0) }],
      fake: '\u0000json-copy:0',
      gone: undefined,
      nested: { toJSON: () => ({ made: long.slice(0, 5) }) },
    };
    const copy = jsonCopy(value);
    expect(copy).toEqual(JSON.parse(JSON.stringify(value)));
    expect(copy).not.toBe(value);
    expect((copy as { list: unknown[] }).list).not.toBe(value.list);
  });

  it('copies null and undefined as null', () => {
    expect(jsonCopy(undefined)).toBeNull();
    expect(jsonCopy(null)).toBeNull();
  });
});
