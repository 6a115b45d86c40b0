import type { ListFieldsClient } from '../emails/list-fields.client';
import type { UserFieldsClient } from '../emails/user-fields.client';
import { WebViewPersonalisation } from './web-view-personalisation';

describe(WebViewPersonalisation.name, () => {
  const asked: string[] = [];
  const users = { fieldsOf: async (userId: number) => (asked.push(`user ${userId}`), { CompanyName: `Co ${userId}` }) } as unknown as UserFieldsClient;
  const lists = {
    fieldsOf: async (userId: number, listId: number) => (asked.push(`list ${userId}/${listId}`), { found: true, fields: [] }),
  } as unknown as ListFieldsClient;
  let now = 1_000_000;
  /** lru-cache reads performance.now() for its TTLs, each reading kept until a 1 ms timer (faked here) fires */
  const after = (ms: number) => {
    now += ms;
    jest.advanceTimersByTime(ms);
  };

  beforeEach(() => {
    asked.length = 0;
    jest.useFakeTimers({ doNotFake: ['performance', 'Date', 'nextTick', 'queueMicrotask', 'setImmediate'] });
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks accounts and lists once per user and list for views that come together or within 30 s, then again', async () => {
    const kept = new WebViewPersonalisation(users, lists);
    const together = await Promise.all([kept.of(7, 1), kept.of(7, 1), kept.of(7, 2)]);
    expect(together[0]).toEqual({ userFields: { CompanyName: 'Co 7' }, mergeTagAliases: {} });
    expect(asked.sort()).toEqual(['list 7/1', 'list 7/2', 'user 7', 'user 7']);

    after(29_000);
    await kept.of(7, 1);
    expect(asked).toHaveLength(4);

    after(2_000);
    await kept.of(7, 1);
    expect(asked).toHaveLength(6);
  });
});
