import { Broadcasts } from './broadcasts';
import { defineBroadcast } from './define-broadcast';
import { BroadcastSubjects } from './subjects';

class Payload {}

describe(defineBroadcast.name, () => {
  it('names the subject broadcast.<service>.<aggregate>.<change>', () => {
    expect(defineBroadcast('broadcast.lists.fields.changed', Payload)).toEqual({ subject: 'broadcast.lists.fields.changed', payload: Payload });
    expect(() => defineBroadcast('lists.fields.changed', Payload)).toThrow('broadcast.<service>.<aggregate>.<change>');
    expect(() => defineBroadcast('evt.lists.fields.changed.v1', Payload)).toThrow();
  });

  it('keeps BroadcastSubjects in step with Broadcasts, every subject once', () => {
    for (const [name, broadcast] of Object.entries(Broadcasts)) expect(BroadcastSubjects[name as keyof typeof BroadcastSubjects]).toBe(broadcast.subject);
    const subjects = Object.values(Broadcasts).map((b) => b.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });
});
