import { revenueCrossed, triggerAccepts } from './trigger-match';

const journey = (params: Record<string, unknown>) => ({ trigger_params: params });

describe('triggerAccepts', () => {
  it('0 means any list or email; an id must match', () => {
    expect(triggerAccepts(journey({ ListID: 0 }), { listId: 4 })).toBe(true);
    expect(triggerAccepts(journey({ ListID: 3 }), { listId: 4 })).toBe(false);
    expect(triggerAccepts(journey({ EmailID: 9 }), { listId: 4, emailId: 9 })).toBe(true);
    expect(triggerAccepts(journey({ EmailID: 9 }), { listId: 4, emailId: 8 })).toBe(false);
  });

  it('tags, custom fields and website-event criteria', () => {
    expect(triggerAccepts(journey({ ListID: 0, TagID: 2 }), { listId: 1, tagId: 2 })).toBe(true);
    expect(triggerAccepts(journey({ ListID: 0, TagID: 2 }), { listId: 1, tagId: 3 })).toBe(false);
    expect(triggerAccepts(journey({ CustomFieldID: 5 }), { listId: 1, fieldIds: [4, 5] })).toBe(true);
    expect(triggerAccepts(journey({ CustomFieldID: 5 }), { listId: 1, fieldIds: [4] })).toBe(false);
    const criteria = [
      { property: 'url', operator: 'contains', value: '/pricing' },
      { property: 'conversionValue', operator: 'greater than', value: 10 },
    ];
    expect(triggerAccepts(journey({ Criteria: criteria }), { listId: 1, properties: { URL: 'https://x/pricing', conversionvalue: 12 } })).toBe(true);
    expect(triggerAccepts(journey({ Criteria: criteria }), { listId: 1, properties: { url: 'https://x/', conversionvalue: 12 } })).toBe(false);
  });

  it('CustomFieldValueChanged with a Trigger_Value accepts only a change to that value', () => {
    const gold = journey({ ListID: 0, CustomFieldID: 5, Value: 'Gold' });
    expect(triggerAccepts(gold, { listId: 1, fieldIds: [5], fieldValues: { CustomField5: ' gold ' } })).toBe(true);
    expect(triggerAccepts(gold, { listId: 1, fieldIds: [5], fieldValues: { CustomField5: 'silver' } })).toBe(false);
    expect(triggerAccepts(gold, { listId: 1, fieldIds: [5], fieldValues: { CustomField4: 'gold' } })).toBe(false);
    // an event that does not say the new value cannot show it matches
    expect(triggerAccepts(gold, { listId: 1, fieldIds: [5] })).toBe(false);
    // without a Trigger_Value any change counts
    expect(triggerAccepts(journey({ CustomFieldID: 5 }), { listId: 1, fieldIds: [5], fieldValues: { CustomField5: 'x' } })).toBe(true);
  });

  it('RevenueHit fires on the total crossing the threshold, once', () => {
    expect(revenueCrossed(100, 60, 120)).toBe(true);
    expect(revenueCrossed(100, 0, 100)).toBe(true);
    expect(revenueCrossed(100, 0, 99.99)).toBe(false);
    expect(revenueCrossed(100, 120, 180)).toBe(false);
    expect(revenueCrossed('x', 0, 180)).toBe(false);
  });
});
