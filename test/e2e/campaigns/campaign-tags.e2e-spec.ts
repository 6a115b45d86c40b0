/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { e2eEnv } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, type Format, succeeded } from './campaigns-helpers';

/** XML renders a list as node_N keys and numbers as text: the tag rows as plain objects either way. */
const rowsOf = (tags: any, format: Format): { TagID: number; Tag: string; RelOwnerUserID: number }[] =>
  (format === 'JSON' ? (tags ?? []) : Object.values(tags ?? {})).map((t: any) => ({
    TagID: Number(t.TagID),
    Tag: String(t.Tag),
    RelOwnerUserID: Number(t.RelOwnerUserID),
  }));

/** The vendor's campaign tag commands (legacy only), by every spelling real clients send, JSON and XML. */
describe.each(FORMATS)('campaign tags (%s)', (format: Format) => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  const call = (who: CampaignsUser, command: string, params: Record<string, unknown> = {}) => who.call(command, params, format);
  const tagsOf = async (who: CampaignsUser) => {
    const res = await call(who, 'tags.get');
    expect(succeeded(res)).toBe(true);
    return { total: Number(res.body.TotalTagCount), rows: rowsOf(res.body.Tags, format) };
  };
  const create = async (who: CampaignsUser, tag: string) => {
    const res = await call(who, 'tag.create', { Tag: tag });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    return Number(res.body.TagID);
  };

  it('tag.create answers the id tags.get lists, trimmed, alphabetical, owned by the caller only', async () => {
    const summer = await create(u, '  Summer sale 50% ');
    const news = await create(u, 'news_letter-2026');
    const theirs = await create(other, 'Summer sale 50%');
    expect(summer).toBeGreaterThan(0);
    expect(theirs).not.toBe(summer);
    const mine = await tagsOf(u);
    expect(mine.total).toBe(mine.rows.length);
    expect(mine.rows.filter((t) => [summer, news].includes(t.TagID))).toEqual([
      { TagID: news, Tag: 'news_letter-2026', RelOwnerUserID: u.user.userId },
      { TagID: summer, Tag: 'Summer sale 50%', RelOwnerUserID: u.user.userId },
    ]);
    expect(mine.rows.map((t) => t.TagID)).not.toContain(theirs);
    // Oempro's PHP client spells the commands Tag.Create and Tags.Get
    const res = await u.call('Tag.Create', { Tag: 'ümlaut Ärger' }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number((await u.call('Tags.Get', {}, format)).body.TotalTagCount)).toBe(mine.total + 1);
  });

  it('tag.create: 1 missing, 2 a label the caller has (any case), 3 a character outside the set or too long, 4 blank', async () => {
    await create(u, `Dup ${format}`);
    expect(codes(await call(u, 'tag.create', {}))).toEqual([1]);
    expect(codes(await call(u, 'tag.create', { Tag: '' }))).toEqual([1]);
    const dup = await call(u, 'tag.create', { Tag: ` dup ${format.toLowerCase()} ` });
    expect([succeeded(dup), codes(dup)]).toEqual([false, [2]]);
    expect(codes(await call(u, 'tag.create', { Tag: 'bad<script>' }))).toEqual([3]);
    expect(codes(await call(u, 'tag.create', { Tag: 'semi;colon' }))).toEqual([3]);
    expect(codes(await call(u, 'tag.create', { Tag: 'x'.repeat(101) }))).toEqual([3]);
    expect(codes(await call(u, 'tag.create', { Tag: '   ' }))).toEqual([4]);
    // another user's label is no clash
    expect(succeeded(await call(other, 'tag.create', { Tag: `Dup ${format}` }))).toBe(true);
  });

  it('tag.update renames; 1 TagID missing, 2 Tag missing, 3 format, 4 blank, 5 not the caller’s tag, 6 label taken', async () => {
    const id = await create(u, `Old ${format}`);
    const taken = await create(u, `Taken ${format}`);
    const res = await call(u, 'tag.update', { TagID: id, Tag: ` New ${format} ` });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    expect((await tagsOf(u)).rows.find((t) => t.TagID === id)?.Tag).toBe(`New ${format}`);
    // the same label in another case is a rename of itself, not a clash
    expect(succeeded(await call(u, 'tag.update', { TagID: id, Tag: `NEW ${format}` }))).toBe(true);
    expect(codes(await call(u, 'tag.update', { Tag: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'tag.update', { TagID: 'abc', Tag: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'tag.update', { TagID: id }))).toEqual([2]);
    expect(codes(await call(u, 'tag.update', { TagID: id, Tag: 'a/b' }))).toEqual([3]);
    expect(codes(await call(u, 'tag.update', { TagID: id, Tag: ' ' }))).toEqual([4]);
    expect(codes(await call(u, 'tag.update', { TagID: await create(other, `Theirs ${format}`), Tag: 'mine now' }))).toEqual([5]);
    expect(codes(await call(u, 'tag.update', { TagID: id, Tag: `taken ${format}` }))).toEqual([6]);
    expect(
      (await tagsOf(u)).rows
        .filter((t) => [id, taken].includes(t.TagID))
        .map((t) => t.Tag)
        .sort(),
    ).toEqual([`NEW ${format}`, `Taken ${format}`]);
  });

  it('tag.assigntocampaigns and tag.unassignfromcampaigns: the tag shows on Campaign.Get and filters Campaigns.Get by its id', async () => {
    const tag = await create(u, `Promo ${format}`);
    const [a, b] = [await u.campaign(), await u.campaign()];
    const foreign = await other.campaign();
    const assigned = await call(u, 'tag.assigntocampaigns', { TagID: tag, CampaignIDs: `${a}, ${b},${foreign},x` });
    expect([succeeded(assigned), codes(assigned)]).toEqual([true, [0]]);
    // assigning again keeps one link
    expect(succeeded(await call(u, 'Tag.AssignToCampaigns', { TagID: tag, CampaignIDs: String(a) }))).toBe(true);
    expect((await u.get(a, { RetrieveTags: 'true' })).Tags).toEqual([`Promo ${format}`]);
    expect((await other.get(foreign, { RetrieveTags: 'true' })).Tags).toEqual([]);
    const filtered = await u.ok('Campaigns.Get', { Tags: String(tag) });
    expect(filtered.Campaigns.map((c: any) => Number(c.CampaignID)).sort((x: number, y: number) => x - y)).toEqual([a, b]);

    const removed = await call(u, 'tag.unassignfromcampaigns', { TagID: tag, CampaignIDs: String(b) });
    expect([succeeded(removed), codes(removed)]).toEqual([true, [0]]);
    expect((await u.get(b, { RetrieveTags: 'true' })).Tags).toEqual([]);
    expect((await u.ok('Campaigns.Get', { Tags: String(tag) })).Campaigns.map((c: any) => Number(c.CampaignID))).toEqual([a]);
    // the tag stays after it is taken off every campaign
    expect((await tagsOf(u)).rows.map((t) => t.TagID)).toContain(tag);
  });

  it('assign and unassign: 1 TagID missing, 2 CampaignIDs missing, 3 another user’s tag (which is left untouched)', async () => {
    const campaign = await u.campaign();
    for (const command of ['tag.assigntocampaigns', 'tag.unassignfromcampaigns']) {
      expect(codes(await call(u, command, { CampaignIDs: String(campaign) }))).toEqual([1]);
      expect(codes(await call(u, command, { TagID: 1 }))).toEqual([2]);
      expect(codes(await call(u, command, { TagID: 1, CampaignIDs: 'none' }))).toEqual([2]);
      const theirs = await create(other, `Foreign ${command.replace(/\./g, ' ')} ${format}`);
      expect(codes(await call(u, command, { TagID: theirs, CampaignIDs: String(campaign) }))).toEqual([3]);
    }
    expect((await u.get(campaign, { RetrieveTags: 'true' })).Tags).toEqual([]);
  });

  it('tags.delete removes the caller’s tags among the ids (and from their campaigns), ignores others; 1 without ids', async () => {
    const [gone, kept] = [await create(u, `Gone ${format}`), await create(u, `Kept ${format}`)];
    const theirs = await create(other, `Not yours ${format}`);
    const campaign = await u.campaign();
    await call(u, 'tag.assigntocampaigns', { TagID: gone, CampaignIDs: String(campaign) });
    const res = await call(u, 'tags.delete', { Tags: `${gone},${theirs},999999999,abc` });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    const ids = (await tagsOf(u)).rows.map((t) => t.TagID);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(gone);
    expect((await tagsOf(other)).rows.map((t) => t.TagID)).toContain(theirs);
    expect((await u.get(campaign, { RetrieveTags: 'true' })).Tags).toEqual([]);
    expect(codes(await call(u, 'tags.delete', {}))).toEqual([1]);
    expect(codes(await call(u, 'tags.delete', { Tags: 'x,y' }))).toEqual([1]);
  });

  it('needs a user: no key answers the envelope’s authentication failure', async () => {
    const res = await e2eEnv().api.legacy('tags.get', { ResponseFormat: format });
    expect(succeeded(res)).toBe(false);
    expect(codes(res)).toEqual([99998]);
  });
});
