/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { codes, FORMATS, listsUser, type ListsUser, succeeded } from './lists-helpers';

describe('search.filters.get / create / update / delete (saved search presets)', () => {
  let u: ListsUser;
  let other: ListsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([listsUser(), listsUser()]);
  });

  it.each(FORMATS)('create, get, update, delete round trip (%s)', async (format) => {
    const query = JSON.stringify({ OrderField: 'CampaignName', OrderType: 'ASC', CampaignStatus: 'Sent' });
    const created = await u.call(
      'search.filters.create',
      { Scope: 'CampaignSearch', Name: `Sent ${format}`, Query: query, Options: '{"Icon":"star"}' },
      format,
    );
    expect(succeeded(created)).toBe(true);
    const id = Number(created.body.FilterID);
    expect(id).toBeGreaterThan(0);

    const got = await u.call('search.filters.get', { Scope: 'CampaignSearch' }, format);
    expect(succeeded(got)).toBe(true);
    if (format === 'JSON') {
      const mine = (got.body.Filters as Record<string, unknown>[]).find((f) => f.FilterID === id);
      expect(mine).toEqual({ FilterID: id, Scope: 'CampaignSearch', Name: 'Sent JSON', Query: query, Options: { Icon: 'star' } });
      expect(got.body.TotalFilters).toBe((got.body.Filters as unknown[]).length);
    } else expect(Number(got.body.TotalFilters)).toBeGreaterThan(0);

    expect(succeeded(await u.call('search.filters.update', { FilterID: id, Name: 'Renamed', Options: '' }, format))).toBe(true);
    const after = (await u.ok('search.filters.get', { Scope: 'campaignsearch' })).Filters as Record<string, unknown>[];
    expect(after.find((f) => f.FilterID === id)).toEqual(expect.objectContaining({ Name: 'Renamed', Query: query, Options: null }));

    expect(succeeded(await u.call('search.filters.delete', { FilterID: id }, format))).toBe(true);
    const gone = (await u.ok('search.filters.get', { Scope: 'CampaignSearch' })).Filters as Record<string, unknown>[];
    expect(gone.find((f) => f.FilterID === id)).toBeUndefined();
  });

  it('a JSON body: Query and Options as JSON texts keep their case; as values they are accepted too', async () => {
    const res = await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'j', Query: '{"OrderField":"a"}', Options: '{"Icon":"x"}' }, 'JSON', {
      encoding: 'json',
    });
    expect(succeeded(res)).toBe(true);
    const rows = (await u.ok('search.filters.get', { Scope: 'CampaignSearch' })).Filters as Record<string, unknown>[];
    expect(rows.find((f) => f.FilterID === res.body.FilterID)).toEqual(expect.objectContaining({ Query: '{"OrderField":"a"}', Options: { Icon: 'x' } }));
    // sent as JSON values the edge reads them like every parameter (keys lower-cased, docs/decisions.md)
    const values = await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'v', Query: { a: 1 }, Options: { icon: 'x' } }, 'JSON', {
      encoding: 'json',
    });
    expect(succeeded(values)).toBe(true);
    const row = ((await u.ok('search.filters.get', { Scope: 'CampaignSearch' })).Filters as Record<string, unknown>[]).find(
      (f) => f.FilterID === values.body.FilterID,
    );
    expect(row).toEqual(expect.objectContaining({ Query: '{"a":1}', Options: { icon: 'x' } }));
  });

  it.each(FORMATS)('error codes of every command (%s)', async (format) => {
    expect(codes(await u.call('search.filters.get', {}, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.get', { Scope: 'SubscriberSearch' }, format))).toEqual([1]);

    expect(codes(await u.call('search.filters.create', { Name: 'n', Query: '{}' }, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.create', { Scope: 'JourneySearch', Name: 'n', Query: '{}' }, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.create', { Scope: 'CampaignSearch', Query: '{}' }, format))).toEqual([2]);
    expect(codes(await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'n' }, format))).toEqual([3]);
    expect(codes(await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'n', Query: '{not json' }, format))).toEqual([3]);
    expect(codes(await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'n', Query: '{}', Options: '[1,2]' }, format))).toEqual([4]);
    expect(codes(await u.call('search.filters.create', { Scope: 'CampaignSearch', Name: 'n', Query: '{}', Options: 'star' }, format))).toEqual([4]);

    const id = Number((await u.ok('search.filters.create', { Scope: 'CampaignSearch', Name: 'codes', Query: '{}' })).FilterID);
    expect(codes(await u.call('search.filters.update', { Name: 'x' }, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.update', { FilterID: 'abc', Name: 'x' }, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.update', { FilterID: id + 100000, Name: 'x' }, format))).toEqual([2]);
    expect(codes(await u.call('search.filters.update', { FilterID: id }, format))).toEqual([3]);
    expect(codes(await u.call('search.filters.update', { FilterID: id, Query: '{bad' }, format))).toEqual([4]);
    expect(codes(await u.call('search.filters.update', { FilterID: id, Options: '"s"' }, format))).toEqual([5]);
    expect(codes(await u.call('search.filters.update', { FilterID: id, Scope: 'SubscriberSearch' }, format))).toEqual([6]);

    expect(codes(await u.call('search.filters.delete', {}, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.delete', { FilterID: '0' }, format))).toEqual([1]);
    expect(codes(await u.call('search.filters.delete', { FilterID: id + 100000 }, format))).toEqual([2]);
  });

  it("another user's preset is not found and not listed", async () => {
    const id = Number((await u.ok('search.filters.create', { Scope: 'CampaignSearch', Name: 'private', Query: '{}' })).FilterID);
    const theirs = (await other.ok('search.filters.get', { Scope: 'CampaignSearch' })).Filters as Record<string, unknown>[];
    expect(theirs.map((f) => f.FilterID)).not.toContain(id);
    expect(codes(await other.call('search.filters.update', { FilterID: id, Name: 'stolen' }))).toEqual([2]);
    expect(codes(await other.call('search.filters.delete', { FilterID: id }))).toEqual([2]);
    const mine = (await u.ok('search.filters.get', { Scope: 'CampaignSearch' })).Filters as Record<string, unknown>[];
    expect(mine.find((f) => f.FilterID === id)).toEqual(expect.objectContaining({ Name: 'private' }));
  });
});
