import { triggerAccepts } from './trigger-match';

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
    const criteria = [
      { property: 'url', operator: 'contains', value: '/pricing' },
      { property: 'conversionValue', operator: 'greater than', value: 10 },
    ];
    expect(triggerAccepts(journey({ Criteria: criteria }), { listId: 1, properties: { URL: 'https://x/pricing', conversionvalue: 12 } })).toBe(true);
    expect(triggerAccepts(journey({ Criteria: criteria }), { listId: 1, properties: { url: 'https://x/', conversionvalue: 12 } })).toBe(false);
  });
});
