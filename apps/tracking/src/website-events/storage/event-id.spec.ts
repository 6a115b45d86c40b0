import { eventIdOf } from './event-id';

describe(eventIdOf.name, () => {
  it('is a UUID-shaped key that only the list, tracker, event and $insert_id change', () => {
    const id = eventIdOf(1, 'u-1', 'pageView', 'a');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(eventIdOf(1, 'u-1', 'pageView', 'a')).toBe(id);
    for (const other of [
      eventIdOf(2, 'u-1', 'pageView', 'a'),
      eventIdOf(1, 'u-2', 'pageView', 'a'),
      eventIdOf(1, 'u-1', 'identify', 'a'),
      eventIdOf(1, 'u-1', 'pageView', 'b'),
    ])
      expect(other).not.toBe(id);
    expect(eventIdOf(1, 'u-1', 'pageView', undefined)).toBe(eventIdOf(1, 'u-1', 'pageView', ''));
  });
});
