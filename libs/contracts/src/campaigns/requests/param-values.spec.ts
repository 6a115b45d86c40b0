import { audienceOf, canonicalListOf, canonicalOf, countOf, idsOf, intsOf, isDateText, isTimeText, isTrueParam, listOf, rulesBundleOf } from './param-values';

describe('listOf', () => {
  it('reads every legacy encoding of a list the same way', () => {
    const expected = ['1', '3'];
    expect(listOf('1,3')).toEqual(expected);
    expect(listOf(' 1 , 3 ,')).toEqual(expected);
    expect(listOf('[1,3]')).toEqual(expected);
    expect(listOf('["1","3"]')).toEqual(expected);
    expect(listOf(['1', '3'])).toEqual(expected);
    expect(listOf([1, 3])).toEqual(expected);
    expect(listOf({ 0: '1', 1: '3' })).toEqual(expected);
    expect(listOf(13)).toEqual(['13']);
  });

  it('is empty for absent values and keeps nested values as text so they fail later checks', () => {
    expect([undefined, null, '', ' , '].map(listOf)).toEqual([[], [], [], []]);
    expect(listOf([{ a: 1 }])).toEqual(['{"a":1}']);
  });
});

describe('idsOf and intsOf', () => {
  it('answer distinct values, or undefined when any entry is foreign', () => {
    expect(idsOf('4,4, 9')).toEqual([4, 9]);
    expect(idsOf('4,x')).toBeUndefined();
    expect(idsOf('')).toBeUndefined();
    expect(intsOf('7,1,0', { min: 0, max: 7 })).toEqual([0, 1, 7]);
    expect(intsOf('8', { min: 0, max: 7 })).toBeUndefined();
    expect(intsOf('-1', { min: 0, max: 7 })).toBeUndefined();
    expect(intsOf('1.5', { min: 0, max: 7 })).toBeUndefined();
  });

  it('count non-negative integers only', () => {
    expect([0, '0', ' 12 '].map(countOf)).toEqual([0, 0, 12]);
    expect([-1, '1.5', 'x', '', [1]].map(countOf)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

describe('canonicalOf', () => {
  it("answers the set's own spelling whatever the case, and maps aliases", () => {
    expect(canonicalOf(['Draft', 'Pending Approval'] as const, ' draft ')).toBe('Draft');
    expect(canonicalOf(['Draft', 'Pending Approval'] as const, 'pending', { Pending: 'Pending Approval' })).toBe('Pending Approval');
    expect(canonicalOf(['Draft'] as const, 'Drafts')).toBeUndefined();
    expect(canonicalOf(['Draft'] as const, ['Draft'])).toBeUndefined();
    expect(canonicalListOf(['Subscriber', 'User'] as const, 'user,SUBSCRIBER,user')).toEqual(['User', 'Subscriber']);
    expect(canonicalListOf(['Subscriber', 'User'] as const, ['User', 'Nope'])).toBeUndefined();
  });
});

describe('dates and times', () => {
  it('accept real days and 24-hour times only', () => {
    expect(['2030-02-28', ' 2028-02-29 '].map(isDateText)).toEqual([true, true]);
    expect(['2030-02-30', '2030-2-1', '30-01-01', 20300101].map(isDateText)).toEqual([false, false, false, false]);
    expect(['00:00', '23:59:59', '9:00', '24:00', '12:60'].map(isTimeText)).toEqual([true, true, false, false, false]);
  });
});

describe('audienceOf', () => {
  it('reads ListID:SegmentID entries, the whole list when the segment is 0 or absent', () => {
    expect(audienceOf('3: 0,3:2, 4')).toEqual([
      { listId: 3, segmentId: 0 },
      { listId: 3, segmentId: 2 },
      { listId: 4, segmentId: 0 },
    ]);
    expect(audienceOf(['3:0', '3:0'])).toEqual([{ listId: 3, segmentId: 0 }]);
  });

  it('refuses malformed entries and list 0', () => {
    expect(audienceOf('3:a')).toBeUndefined();
    expect(audienceOf('0:1')).toBeUndefined();
    expect(audienceOf('3;2')).toBeUndefined();
  });
});

describe('rulesBundleOf', () => {
  const rules = [{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: '@' }];

  it('reads JSON text and bracket-key objects alike, with default operators', () => {
    const json = rulesBundleOf(JSON.stringify({ operator: 'OR', criteria: [{ list_id: 5, operator: 'and', rules }] }));
    expect(json).toEqual({ operator: 'or', criteria: [{ list_id: 5, operator: 'and', rules }] });
    const form = rulesBundleOf({ criteria: [{ list_id: '5', rules: { 0: rules[0] } }] });
    expect(form).toEqual({ operator: 'and', criteria: [{ list_id: 5, operator: 'and', rules }] });
    expect(rulesBundleOf({ criteria: [{ list_id: '5' }] })?.criteria[0].rules).toEqual([]);
  });

  it('refuses a wrong shape', () => {
    for (const bad of [
      '{',
      '[]',
      { criteria: [] },
      { operator: 'xor', criteria: [{ list_id: 1 }] },
      { criteria: [{ list_id: 0 }] },
      { criteria: [{ list_id: 1, rules: 'x' }] },
    ])
      expect(rulesBundleOf(bad)).toBeUndefined();
  });
});

describe('isTrueParam', () => {
  it('reads the boolean words services read', () => {
    expect([true, 1, '1', 'TRUE', ' yes ', 'on'].map(isTrueParam)).toEqual(Array(6).fill(true));
    expect([false, 0, 2, '0', 'false', 'no', '', undefined, null, {}].map(isTrueParam)).toEqual(Array(10).fill(false));
  });
});
