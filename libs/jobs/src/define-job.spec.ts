import { IsInt } from 'class-validator';

import { defineJob } from './define-job';

class Payload {
  @IsInt() listId!: number;
}

describe(defineJob.name, () => {
  it('names the queue <service>.<name> and fills the defaults', () => {
    const job = defineJob({ service: 'lists', name: 'bulk-tag', payload: Payload });
    expect(job).toMatchObject({ queue: 'lists.bulk-tag', retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 900, policy: 'standard' });
    expect(Object.isFrozen(job)).toBe(true);
  });

  it('refuses a singleton key on a queue that would not dedupe', () => {
    expect(() => defineJob({ service: 'lists', name: 'x', payload: Payload, singletonKey: (p) => String(p.listId) })).toThrow(/needs policy/);
    expect(
      defineJob({ service: 'lists', name: 'x', payload: Payload, policy: 'stately', singletonKey: (p) => `l${p.listId}` }).singletonKey?.({ listId: 3 }),
    ).toBe('l3');
  });

  it('refuses names that are not kebab-case and expiries pg-boss cannot hold', () => {
    expect(() => defineJob({ service: 'Lists', name: 'x', payload: Payload })).toThrow(/kebab-case/);
    expect(() => defineJob({ service: 'lists', name: 'bulk tag', payload: Payload })).toThrow(/kebab-case/);
    expect(() => defineJob({ service: 'lists', name: 'x', payload: Payload, expireInSeconds: 86_400 })).toThrow(/expireInSeconds/);
  });
});
