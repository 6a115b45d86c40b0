import { KnownProperties } from './known-properties';
import type { WebsiteEvent } from './website-event';

const event = (listId: number, name: string, properties: Record<string, unknown>) => ({ listId, event: name, properties }) as WebsiteEvent;

describe(KnownProperties.name, () => {
  it('answers each new (list, event, property) once per batch, and none once remembered', () => {
    const known = new KnownProperties();
    const batch = [event(1, 'pageView', { a: 1, b: 2 }), event(1, 'pageView', { a: 3 }), event(2, 'pageView', { a: 1 }), event(1, 'identify', { a: 1 })];
    const names = known.unknownIn(batch);
    expect(names).toEqual([
      { listId: 1, event: 'pageView', property: 'a' },
      { listId: 1, event: 'pageView', property: 'b' },
      { listId: 2, event: 'pageView', property: 'a' },
      { listId: 1, event: 'identify', property: 'a' },
    ]);
    known.remember(names);
    expect(known.unknownIn(batch)).toEqual([]);
    expect(known.unknownIn([event(1, 'pageView', { a: 1, c: 1 })])).toEqual([{ listId: 1, event: 'pageView', property: 'c' }]);
  });
});
