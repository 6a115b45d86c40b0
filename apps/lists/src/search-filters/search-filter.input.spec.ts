import { readOptions, readQuery, readScope } from './search-filter.input';

describe('search filter input', () => {
  it('readScope: CampaignSearch in any case; the reserved scopes and blanks are refused', () => {
    expect(readScope('campaignSEARCH')).toBe('CampaignSearch');
    expect(readScope('SubscriberSearch')).toBeUndefined();
    expect(readScope('JourneySearch')).toBeUndefined();
    expect(readScope(undefined)).toBeUndefined();
  });

  it('readQuery: JSON text kept as sent, a value as its JSON, blank or bad JSON refused', () => {
    expect(readQuery(' {"A":1} ')).toBe('{"A":1}');
    expect(readQuery('"text"')).toBe('"text"');
    expect(readQuery({ a: [1] })).toBe('{"a":[1]}');
    expect(readQuery('{bad')).toBeUndefined();
    expect(readQuery('  ')).toBeUndefined();
    expect(readQuery(null)).toBeUndefined();
  });

  it('readOptions: a JSON object (text or value), blank as none, anything else invalid', () => {
    expect(readOptions('{"Icon":"star"}')).toEqual({ Icon: 'star' });
    expect(readOptions({ Icon: 'x' })).toEqual({ Icon: 'x' });
    expect(readOptions('')).toBeNull();
    expect(readOptions('[1]')).toBe('invalid');
    expect(readOptions('star')).toBe('invalid');
    expect(readOptions(['a'])).toBe('invalid');
    expect(readOptions('null')).toBe('invalid');
  });
});
