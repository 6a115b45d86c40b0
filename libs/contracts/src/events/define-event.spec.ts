import { validateSync } from 'class-validator';
import { plainToInstance } from 'class-transformer';

import { defineEvent } from './define-event';
import { Events } from './domain-events';
import { EventSubjects } from './subjects';

class Payload {}

describe(defineEvent.name, () => {
  it('versions the subject as evt.<service>.<aggregate>.<event>.v<n>', () => {
    expect(defineEvent('lists.subscriber.subscribed', 2, Payload).subject).toBe('evt.lists.subscriber.subscribed.v2');
    expect(() => defineEvent('lists.subscribed', 1, Payload)).toThrow('<service>.<aggregate>.<event>');
  });

  it('keeps EventSubjects (wildcards, switches) in step with the registry', () => {
    for (const [name, event] of Object.entries(Events)) expect(EventSubjects[name as keyof typeof EventSubjects]).toBe(event.subject);
  });

  it('validates payloads with the decorators of their class', () => {
    const check = (payload: object) => validateSync(plainToInstance(Events.UsageReported.payload, payload)).map((e) => e.property);
    expect(check({ userId: 1, metric: 'email_gateway_sent', count: 3 })).toEqual([]);
    expect(check({ userId: '1', metric: 'other', count: 0 })).toEqual(['userId', 'metric', 'count']);
  });
});
