import { segmentArraysToExpr } from './segment-arrays';

describe(segmentArraysToExpr.name, () => {
  it('turns parallel arrays into field rules combined by the segment operator', () => {
    expect(segmentArraysToExpr(['EmailAddress', 'CustomField3', ''], ['Contains', 'Is_Greater_Than'], ['@x.com', '5'], 'OR')).toEqual({
      op: 'or',
      items: [
        { type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: '@x.com' },
        { type: 'fields', field_id: 'CustomField3', operator: 'is greater than', value: '5' },
      ],
    });
  });
});
