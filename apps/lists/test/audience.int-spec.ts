import { QueryFailedError } from '@mail/bus';
import { type AudienceMember, type AudienceRequest, Queries } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { ListsModule } from '../src';

/**
 * The audience queries campaigns send (Queries.AudienceCount / AudiencePage) against real PostgreSQL: which
 * subscribers belong to an audience, each address once, keyset pages that cover it exactly once.
 */
describe('lists audience queries (real PostgreSQL)', () => {
  let h: ServiceHarness;
  const user = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  const other = user + 1;
  const ids: Record<string, number> = {};
  let listA: number;
  let listB: number;
  let listBig: number;
  let foreignList: number;
  let cityField: number;
  let parisSegment: number;

  const ok = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await h.call(command, params, as);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const subscriber = async (listId: number, email: string, extra: Record<string, unknown> = {}, as = user) => {
    ids[email] = (await ok('Subscriber.Create', { ListID: listId, EmailAddress: email, SendConfirmationEmail: 0, ...extra }, as)).SubscriberID;
  };
  const request = (audience: Omit<AudienceRequest, 'userId'>, as = user): AudienceRequest => ({ userId: as, ...audience });
  const count = async (audience: Omit<AudienceRequest, 'userId'>, as = user) => (await h.bus.query(Queries.AudienceCount, request(audience, as))).total;
  /** every member, through keyset pages of `limit` */
  const members = async (audience: Omit<AudienceRequest, 'userId'>, limit = 1000, as = user) => {
    const all: AudienceMember[] = [];
    let after = 0;
    for (let pages = 0; pages < 1000; pages++) {
      const page = await h.bus.query(Queries.AudiencePage, { ...request(audience, as), afterSubscriberId: after, limit });
      expect(page.members.length).toBeLessThanOrEqual(limit);
      if (!page.members.length) {
        expect(page.nextAfterSubscriberId).toBeNull();
        return all;
      }
      all.push(...page.members);
      after = page.nextAfterSubscriberId!;
    }
    throw new Error('paging did not end');
  };
  const emails = async (audience: Omit<AudienceRequest, 'userId'>) => (await members(audience)).map((m) => m.emailAddress).sort();
  const refusal = async (audience: Omit<AudienceRequest, 'userId'>, as = user) => {
    const error = await h.bus.query(Queries.AudienceCount, request(audience, as)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    return (error as QueryFailedError).failure?.errors[0];
  };
  const cityIs = (city: string) => ({ type: 'fields', field_id: `CustomField${cityField}`, operator: 'equals', value: city });

  beforeAll(async () => {
    h = await bootService(ListsModule, { service: 'lists' });
    listA = (await ok('List.Create', { SubscriberListName: 'Audience A' })).ListID;
    listB = (await ok('List.Create', { SubscriberListName: 'Audience B' })).ListID;
    listBig = (await ok('List.Create', { SubscriberListName: 'Audience big' })).ListID;
    foreignList = (await ok('List.Create', { SubscriberListName: 'Not yours' }, other)).ListID;
    cityField = (await ok('CustomField.Create', { SubscriberListID: listA, FieldName: 'City', FieldType: 'Single line' })).CustomFieldID;

    await subscriber(listA, 'paris@a.test', { [`CustomField${cityField}`]: 'Paris' });
    await subscriber(listA, 'rome@a.test', { [`CustomField${cityField}`]: 'Rome' });
    await subscriber(listA, 'both@shared.test');
    await subscriber(listA, 'unsubscribed@a.test', { Status: 'Unsubscribed' });
    await subscriber(listA, 'unconfirmed@a.test', { Status: 'Opt-In Pending' });
    await subscriber(listA, 'suppressed@a.test');
    await subscriber(listA, 'bounced@a.test', { BounceType: 'Hard' });
    await ok('Suppression.Import', { EmailAddresses: JSON.stringify(['suppressed@a.test']) });
    await subscriber(listB, 'BOTH@shared.test');
    await subscriber(listB, 'bee@b.test');
    await subscriber(foreignList, 'foreign@c.test', {}, other);
    // 23 addresses; every third one is on list A as well, so paging must skip the duplicates it does not stand for
    for (let i = 0; i < 23; i++) await subscriber(listBig, `big${String(i).padStart(2, '0')}@big.test`);
    for (let i = 0; i < 23; i += 3) await subscriber(listA, `big${String(i).padStart(2, '0')}@big.test`);

    parisSegment = (
      await ok('Segment.Create', { SubscriberListID: listA, SegmentName: 'Paris', SegmentOperator: 'and', RulesJSON: JSON.stringify([cityIs('Paris')]) })
    ).SegmentID;
  });
  afterAll(() => h.stop());

  const onA = [
    'both@shared.test',
    'paris@a.test',
    'rome@a.test',
    ...[0, 3, 6, 9, 12, 15, 18, 21].map((i) => `big${String(i).padStart(2, '0')}@big.test`),
  ].sort();

  it('takes a whole list (listId:0) with only its Subscribed, not bounced, unsuppressed members', async () => {
    expect(await emails({ recipientListsAndSegments: `${listA}:0` })).toEqual(onA);
    expect(await count({ recipientListsAndSegments: `${listA}:0` })).toBe(onA.length);
    expect(await emails({ recipientListsAndSegments: `${listA}` })).toEqual(onA);
    for (const left of ['unsubscribed@a.test', 'unconfirmed@a.test', 'suppressed@a.test', 'bounced@a.test']) expect(onA).not.toContain(left);
  });

  it('takes a segment of a list (listId:segmentId)', async () => {
    expect(await emails({ recipientListsAndSegments: `${listA}:${parisSegment}` })).toEqual(['paris@a.test']);
    expect(await count({ recipientListsAndSegments: `${listA}:${parisSegment}` })).toBe(1);
  });

  it('counts an address on several lists once (case-insensitively), standing for it by its lowest subscriber id', async () => {
    const audience = { recipientListsAndSegments: `${listA}:0,${listB}:0` };
    const all = await members(audience);
    expect(all.map((m) => m.emailAddress.toLowerCase()).sort()).toEqual([...onA, 'bee@b.test'].sort());
    expect(all.find((m) => m.emailAddress.toLowerCase() === 'both@shared.test')).toMatchObject({ subscriberId: ids['both@shared.test'], listId: listA });
    expect(await count(audience)).toBe(onA.length + 1);
  });

  it('removes every address of the excluded lists and segments, whichever list it came from', async () => {
    expect(await emails({ recipientListsAndSegments: `${listA}:0,${listB}:0`, excludeListsAndSegments: `${listB}:0` })).toEqual(
      onA.filter((e) => e !== 'both@shared.test'),
    );
    expect(await emails({ recipientListsAndSegments: `${listA}:0`, excludeListsAndSegments: `${listA}:${parisSegment}, ${listBig}:0` })).toEqual([
      'both@shared.test',
      'rome@a.test',
    ]);
    expect(await count({ recipientListsAndSegments: `${listA}:0`, excludeListsAndSegments: `${listA}:0` })).toBe(0);
  });

  it('takes a RulesJsonBundle: rules joined by each criterion’s operator, criteria by the bundle’s', async () => {
    const bundle = {
      operator: 'or',
      criteria: [
        { list_id: listA, operator: 'or', rules: [cityIs('Paris'), cityIs('Rome')] },
        { list_id: listB, operator: 'and', rules: [{ type: 'fields', field_id: 'EmailAddress', operator: 'begins with', value: 'bee' }] },
      ],
    };
    expect(await emails({ rulesJsonBundle: bundle })).toEqual(['bee@b.test', 'paris@a.test', 'rome@a.test']);
    expect(await count({ rulesJsonBundle: JSON.stringify(bundle) })).toBe(3);
    const narrowed = {
      list_id: listA,
      operator: 'and',
      rules: [cityIs('Paris'), { type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'rome' }],
    };
    expect(await count({ rulesJsonBundle: { operator: 'or', criteria: [narrowed] } })).toBe(0);
    // 'and' between criteria: only an address matching all of them (here: on both lists)
    const everywhere = {
      operator: 'and',
      criteria: [
        { list_id: listA, rules: [] },
        { list_id: listB, rules: [] },
      ],
    };
    expect(await emails({ rulesJsonBundle: everywhere })).toEqual(['both@shared.test']);
    expect(await count({ rulesJsonBundle: everywhere })).toBe(1);
    // the recipient pairs are ignored when a bundle is given; exclusions still apply
    expect(await count({ rulesJsonBundle: bundle, recipientListsAndSegments: `${listBig}:0`, excludeListsAndSegments: `${listB}:0` })).toBe(2);
  });

  it("refuses another user's list or segment, in recipients, exclusions and bundles alike (code 4)", async () => {
    expect(await refusal({ recipientListsAndSegments: `${foreignList}:0` })).toMatchObject({ code: 4 });
    expect(await refusal({ recipientListsAndSegments: `${listA}:0,${foreignList}:0` })).toMatchObject({ code: 4 });
    expect(await refusal({ recipientListsAndSegments: `${listA}:0`, excludeListsAndSegments: `${foreignList}:0` })).toMatchObject({ code: 4 });
    expect(await refusal({ rulesJsonBundle: { operator: 'or', criteria: [{ list_id: foreignList, rules: [] }] } })).toMatchObject({ code: 4 });
    expect(await refusal({ recipientListsAndSegments: `${listA}:${parisSegment}` }, other)).toMatchObject({ code: 4 });
    expect(await refusal({ recipientListsAndSegments: `${listB}:${parisSegment}` })).toMatchObject({ code: 4 });
    expect(await refusal({ rulesJsonBundle: { operator: 'or', criteria: [{ list_id: listA, rules: [{ type: 'nope' }] }] } })).toMatchObject({ code: 8 });
  });

  it('pages through the whole audience by keyset, each member exactly once, as many as it counts', async () => {
    const audience = { recipientListsAndSegments: `${listA}:0,${listB}:0,${listBig}:0` };
    const whole = await members(audience, 10_000);
    for (const limit of [1, 4, 7]) {
      const paged = await members(audience, limit);
      expect(paged).toEqual(whole);
    }
    const seen = whole.map((m) => m.emailAddress.toLowerCase());
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(whole.map((m) => m.subscriberId)).size).toBe(whole.length);
    expect(whole.map((m) => m.subscriberId)).toEqual([...whole.map((m) => m.subscriberId)].sort((a, b) => a - b));
    expect(seen.sort()).toEqual(
      [...new Set([...onA, 'bee@b.test', ...Array.from({ length: 23 }, (_, i) => `big${String(i).padStart(2, '0')}@big.test`)])].sort(),
    );
    expect(await count(audience)).toBe(whole.length);
  });

  it('answers an address once per list withDuplicates, in id order, the first of each address being the member', async () => {
    const audience = { recipientListsAndSegments: `${listA}:0,${listB}:0,${listBig}:0` };
    const deduped = await members(audience);
    const all: AudienceMember[] = [];
    for (
      let after = 0, page;
      (page = await h.bus.query(Queries.AudiencePage, { ...request(audience), afterSubscriberId: after, limit: 4, withDuplicates: true })).members.length;
    ) {
      all.push(...page.members);
      after = page.nextAfterSubscriberId!;
    }
    const ids = all.map((m) => m.subscriberId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.filter((m) => m.emailAddress.toLowerCase() === 'both@shared.test')).toHaveLength(2);
    expect(all.length).toBeGreaterThan(deduped.length);
    const first = all.filter((m, i) => all.findIndex((o) => o.emailAddress.toLowerCase() === m.emailAddress.toLowerCase()) === i);
    expect(first).toEqual(deduped);
    // exclusions still apply to every row
    const excluded = await h.bus.query(Queries.AudiencePage, {
      ...request({ ...audience, excludeListsAndSegments: `${listB}:0` }),
      limit: 1000,
      withDuplicates: true,
    });
    expect(excluded.members.map((m) => m.emailAddress.toLowerCase())).not.toContain('both@shared.test');
  });

  it("carries each member's personalisation values and the merge-tag aliases only when asked (withFields)", async () => {
    const plain = await h.bus.query(Queries.AudiencePage, { ...request({ recipientListsAndSegments: `${listA}:0` }), limit: 1000 });
    expect(plain.members.every((m) => m.fields === undefined)).toBe(true);
    const page = await h.bus.query(Queries.AudiencePage, { ...request({ recipientListsAndSegments: `${listA}:0` }), limit: 1000, withFields: true });
    const paris = page.members.find((m) => m.emailAddress === 'paris@a.test');
    expect(paris).toMatchObject({ subscriberId: ids['paris@a.test'], listId: listA, emailAddress: 'paris@a.test' });
    expect(paris?.fields).toMatchObject({ [`CustomField${cityField}`]: 'Paris', SubscriptionIP: expect.any(String), SubscriptionDate: expect.any(String) });
    expect(Object.keys(page.members.find((m) => m.emailAddress === 'both@shared.test')?.fields ?? {}).some((k) => k.startsWith('CustomField'))).toBe(false);
  });

  it('keeps whitelisted addresses (neverSuppressed) although suppressed, never unsubscribed ones', async () => {
    await ok('Suppression.Import', { EmailAddressesBulk: 'paris@a.test' });
    expect(await emails({ recipientListsAndSegments: `${listA}:0` })).not.toContain('paris@a.test');
    expect(await emails({ recipientListsAndSegments: `${listA}:0`, neverSuppressed: ['PARIS@a.test'] })).toContain('paris@a.test');
    await ok('Suppression.Delete', { EmailAddress: 'paris@a.test' });
  });

  it('answers an invalid request with an internal error naming the query, not a crash', async () => {
    const error = await h.bus.query(Queries.AudiencePage, { userId: user, limit: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(error).toMatchObject({ hard: 100005, message: expect.stringContaining('Invalid request for lists.q.audience.page: limit') });
    await expect(h.bus.query(Queries.AudienceCount, { userId: user, recipientListsAndSegments: `${listB}:0` })).resolves.toEqual({ total: 2 });
  });

  it('answers which lists the user owns', async () => {
    await expect(h.bus.query(Queries.ListOwnership, { userId: user, listIds: [listA, foreignList, listB] })).resolves.toEqual({
      owned: expect.arrayContaining([listA, listB]),
      missing: [foreignList],
    });
  });
});
