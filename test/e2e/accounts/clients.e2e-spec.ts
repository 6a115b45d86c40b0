/* eslint-disable jest/no-conditional-expect -- XML renders numbers as text and arrays as nodes: detailed shapes are asserted on the JSON pass only */
import { e2eEnv, type ApiResponse, unique } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, sql, succeeded } from '../campaigns/campaigns-helpers';

const { api, adminApiKey } = e2eEnv();

/** how many times an XML element occurs in a reply */
function occurrences(text: string, element: string): number {
  return text.split(`<${element}>`).length - 1;
}

interface NewClient {
  id: number;
  username: string;
  password: string;
  email: string;
}

async function newClient(u: CampaignsUser, extra: Record<string, unknown> = {}): Promise<NewClient> {
  const username = unique('client');
  const client = { username, password: `pw-${username}`, email: `${username}@example.com` };
  const body = await u.ok('client.create', {
    ClientName: `Client ${username}`,
    ClientUsername: client.username,
    ClientPassword: client.password,
    ClientEmailAddress: client.email,
    ...extra,
  });
  return { ...client, id: Number(body.ClientID) };
}

async function clientLogin(client: Pick<NewClient, 'username' | 'password'>, format?: string): Promise<ApiResponse> {
  return api.legacy('client.login', { Username: client.username, Password: client.password }, format ? { format } : {});
}

async function sessionOf(client: NewClient): Promise<string> {
  const res = await clientLogin(client);
  if (!succeeded(res)) throw new Error(`client.login failed: ${res.text}`);
  return res.body.SessionID;
}

/** a call with a client session */
function asClient(session: string, command: string, params: Record<string, unknown> = {}, format?: string): Promise<ApiResponse> {
  return api.legacy(command, { SessionID: session, ...params }, format ? { format } : {});
}

describe('clients (sub-accounts): client.create, clients.get, client.update, clients.delete', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  it.each(FORMATS)('client.create answers ClientID, and 1-4 for each missing field, 5 for a bad address (%s)', async (format) => {
    const username = unique('c');
    const res = await u.call(
      'client.create',
      { ClientName: 'Acme', ClientUsername: username, ClientPassword: 'secret', ClientEmailAddress: `${username}@example.com` },
      format,
    );
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.ClientID)).toBeGreaterThan(0);
    if (format === 'XML') expect(res.isXml).toBe(true);
    const full = { ClientName: 'N', ClientUsername: unique('c'), ClientPassword: 'p', ClientEmailAddress: `${unique('c')}@example.com` };
    const cases: [string, number][] = [
      ['ClientName', 1],
      ['ClientUsername', 2],
      ['ClientPassword', 3],
      ['ClientEmailAddress', 4],
    ];
    for (const [missing, code] of cases) {
      const params: Record<string, unknown> = { ...full };
      delete params[missing];
      const failed = await u.call('client.create', params, format);
      expect(succeeded(failed)).toBe(false);
      expect(codes(failed)).toEqual([code]);
      if (format === 'JSON') expect(failed.body.ErrorCode).toEqual([code]);
      const blank = await u.call('client.create', { ...full, [missing]: '   ' }, format);
      expect(codes(blank)).toEqual([code]);
    }
    expect(codes(await u.call('client.create', { ...full, ClientEmailAddress: 'not-an-address' }, format))).toEqual([5]);
    expect(codes(await u.call('client.create', { ...full, ClientName: 'x'.repeat(256) }, format))).toEqual([8]);
    expect(codes(await u.call('client.create', { ...full, ClientUsername: 'x'.repeat(20_000) }, format))).toEqual([8]);
    expect(codes(await u.call('client.create', { ...full, ClientName: 'x'.repeat(256), ClientPassword: '' }, format))).toEqual([3]);
  });

  it("client.create answers 6 for a username and 7 for an address any client holds (another user's too, any casing)", async () => {
    const taken = await newClient(other);
    const base = { ClientName: 'N', ClientPassword: 'p' };
    expect(
      codes(await u.call('client.create', { ...base, ClientUsername: taken.username.toUpperCase(), ClientEmailAddress: `${unique('c')}@example.com` })),
    ).toEqual([6]);
    expect(codes(await u.call('client.create', { ...base, ClientUsername: unique('c'), ClientEmailAddress: taken.email.toUpperCase() }))).toEqual([7]);
  });

  it('client.create reads lower-case keys, JSON bodies and GET query strings, and stores no plain password', async () => {
    for (const [params, options] of [
      [{ clientname: 'lower', clientusername: unique('c'), clientpassword: 'pw-lower', clientemailaddress: `${unique('c')}@example.com` }, {}],
      [{ ClientName: 'json', ClientUsername: unique('c'), ClientPassword: 'pw-json', ClientEmailAddress: `${unique('c')}@example.com` }, { encoding: 'json' }],
      [
        { ClientName: 'query', ClientUsername: unique('c'), ClientPassword: 'pw-query', ClientEmailAddress: `${unique('c')}@example.com` },
        { encoding: 'query' },
      ],
    ] as const) {
      const res = await u.call('Client.Create', params, undefined, options);
      expect(succeeded(res)).toBe(true);
      const [row] = await sql<{ password_hash: string }>(`SELECT "password_hash" FROM "accounts"."client" WHERE "id" = $1`, [Number(res.body.ClientID)]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    }
  });

  it.each(FORMATS)("clients.get lists only the caller's clients, sorted; 1 and 2 for a missing or unknown OrderField/OrderType (%s)", async (format) => {
    const owner = await campaignsUser();
    const b = await newClient(owner, { ClientName: 'Bravo' });
    const a = await newClient(owner, { ClientName: 'alpha' });
    await newClient(other, { ClientName: 'Other user' });
    const res = await owner.call('clients.get', { OrderField: 'ClientName', OrderType: 'DESC' }, format);
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.TotalClientCount)).toBe(2);
    if (format === 'JSON') {
      expect(res.body.Clients).toEqual([
        {
          ClientID: b.id,
          ClientName: 'Bravo',
          ClientUsername: b.username,
          ClientEmailAddress: b.email,
          ClientAccountStatus: 'Enabled',
          RelOwnerUserID: owner.user.userId,
        },
        {
          ClientID: a.id,
          ClientName: 'alpha',
          ClientUsername: a.username,
          ClientEmailAddress: a.email,
          ClientAccountStatus: 'Enabled',
          RelOwnerUserID: owner.user.userId,
        },
      ]);
      const byId = await owner.call('clients.get', { orderfield: 'clientid', ordertype: 'asc' });
      expect(byId.body.Clients.map((c: { ClientID: number }) => c.ClientID)).toEqual([b.id, a.id]);
    } else {
      expect(res.text).toContain(`<ClientUsername>${b.username}</ClientUsername>`);
      expect(res.text).not.toContain('Other user');
      expect(res.text).not.toContain('password');
    }
    expect(codes(await owner.call('clients.get', { OrderType: 'ASC' }, format))).toEqual([1]);
    expect(codes(await owner.call('clients.get', { OrderField: 'ClientID' }, format))).toEqual([2]);
    expect(codes(await owner.call('clients.get', { OrderField: 'Password', OrderType: 'ASC' }, format))).toEqual([1]);
    expect(codes(await owner.call('clients.get', { OrderField: 'ClientID', OrderType: 'UP' }, format))).toEqual([2]);
  });

  it.each(FORMATS)("client.update changes the client for its owner; 1, 2, 4, 5, 6, 7 for bad input, 8 for another user's client (%s)", async (format) => {
    const c = await newClient(u);
    const username = unique('renamed');
    const update = { ClientID: c.id, ClientName: 'Renamed', ClientUsername: username, ClientEmailAddress: `${username}@example.com` };
    const res = await u.call('client.update', { ...update, ClientPassword: 'new-password', ClientAccountStatus: 'Enabled' }, format);
    expect(succeeded(res)).toBe(true);
    const listed = await u.call('clients.get', { OrderField: 'ClientID', OrderType: 'ASC' });
    expect(listed.body.Clients.find((x: { ClientID: number }) => x.ClientID === c.id)).toMatchObject({
      ClientName: 'Renamed',
      ClientUsername: username,
      ClientEmailAddress: `${username}@example.com`,
    });
    expect(codes(await clientLogin({ username, password: c.password }))).toEqual([3]);
    expect(succeeded(await clientLogin({ username, password: 'new-password' }))).toBe(true);
    const cases: [string, number][] = [
      ['ClientName', 1],
      ['ClientUsername', 2],
      ['ClientEmailAddress', 4],
      ['ClientID', 6],
    ];
    for (const [missing, code] of cases) {
      const params: Record<string, unknown> = { ...update };
      delete params[missing];
      expect(codes(await u.call('client.update', params, format))).toEqual([code]);
    }
    expect(codes(await u.call('client.update', { ...update, ClientAccountStatus: 'Paused' }, format))).toEqual([5]);
    expect(codes(await u.call('client.update', { ...update, ClientEmailAddress: 'nope' }, format))).toEqual([7]);
    expect(codes(await u.call('client.update', { ...update, ClientUsername: 'x'.repeat(256) }, format))).toEqual([11]);
    const theirs = await newClient(other);
    expect(codes(await u.call('client.update', { ...update, ClientID: theirs.id }, format))).toEqual([8]);
    expect(codes(await u.call('client.update', { ...update, ClientID: 999_999_999 }, format))).toEqual([8]);
    expect(codes(await u.call('client.update', { ...update, ClientID: 'abc' }, format))).toEqual([8]);
  });

  it('client.update answers 9 and 10 when another client holds the username or address; its own are fine', async () => {
    const [c, d] = [await newClient(u), await newClient(other)];
    const same = { ClientID: c.id, ClientName: 'Same', ClientUsername: c.username, ClientEmailAddress: c.email };
    expect(succeeded(await u.call('client.update', same))).toBe(true);
    expect(codes(await u.call('client.update', { ...same, ClientUsername: d.username }))).toEqual([9]);
    expect(codes(await u.call('client.update', { ...same, ClientEmailAddress: d.email }))).toEqual([10]);
  });

  it("clients.delete deletes the caller's clients only (others are skipped); 1 without ids", async () => {
    const [mine, theirs] = [await newClient(u), await newClient(other)];
    for (const format of FORMATS) expect(codes(await u.call('clients.delete', {}, format))).toEqual([1]);
    expect(codes(await u.call('clients.delete', { Clients: 'x, ,' }))).toEqual([1]);
    const res = await u.call('clients.delete', { Clients: `${mine.id},${theirs.id}` }, 'XML');
    expect(res.isXml).toBe(true);
    expect(succeeded(res)).toBe(true);
    expect(codes(await clientLogin(mine))).toEqual([3]);
    expect(succeeded(await clientLogin(theirs))).toBe(true);
    const listed = await other.call('clients.get', { OrderField: 'ClientID', OrderType: 'ASC' });
    expect(listed.body.Clients.map((x: { ClientID: number }) => x.ClientID)).toContain(theirs.id);
  });
});

describe('clients: client.login and the client session scope', () => {
  let u: CampaignsUser;
  let client: NewClient;
  beforeAll(async () => {
    u = await campaignsUser();
    client = await newClient(u);
  });

  it.each(FORMATS)('client.login answers SessionID and ClientInfo; 1, 2 missing, 3 wrong (%s)', async (format) => {
    const res = await clientLogin(client, format);
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.SessionID)).toMatch(/\S{20,}/);
    if (format === 'JSON') {
      expect(res.body.ClientInfo).toEqual({
        ClientID: client.id,
        ClientName: `Client ${client.username}`,
        ClientUsername: client.username,
        ClientEmailAddress: client.email,
        ClientAccountStatus: 'Enabled',
        RelOwnerUserID: u.user.userId,
      });
    } else {
      expect(res.text).toContain(`<ClientID>${client.id}</ClientID>`);
    }
    expect(res.text).not.toContain(client.password);
    expect(codes(await api.legacy('client.login', { Password: 'x' }, { format }))).toEqual([1]);
    expect(codes(await api.legacy('client.login', { Username: client.username }, { format }))).toEqual([2]);
    expect(codes(await clientLogin({ username: client.username, password: 'wrong' }, format))).toEqual([3]);
    expect(codes(await clientLogin({ username: unique('nobody'), password: 'wrong' }, format))).toEqual([3]);
  });

  it('a client session is refused (99998) by every user command; a user credential by the client-only reads', async () => {
    const session = await sessionOf(client);
    for (const command of ['User.Current', 'Lists.Get', 'clients.get', 'client.create', 'client.assignsubscriberlists']) {
      const res = await asClient(session, command, { OrderField: 'ClientID', OrderType: 'ASC' });
      expect(succeeded(res)).toBe(false);
      expect(codes(res)).toEqual([99998]);
    }
    const bearer = await api.legacy('User.Current', {}, { bearer: session });
    expect(codes(bearer)).toEqual([99998]);
    // an administrator has no clients
    expect(codes(await api.legacy('clients.get', { AdminAPIKey: adminApiKey, OrderField: 'ClientID', OrderType: 'ASC' }))).toEqual([99998]);
    expect(codes(await api.legacy('client.lists.get', { AdminAPIKey: adminApiKey }))).toEqual([99998]);
    for (const command of ['client.lists.get', 'client.campaigns.get']) {
      expect(codes(await u.call(command, {}))).toEqual([99998]);
      expect(codes(await api.legacy(command, {}))).toEqual([99998]);
      expect(codes(await asClient('not-a-session', command))).toEqual([99998]);
    }
    expect(succeeded(await api.legacy('client.lists.get', {}, { bearer: session }))).toBe(true);
  });

  it('the client updates itself with its session (8 for any other client); a new password keeps its own session, Disabled ends it at once', async () => {
    const me = await newClient(u);
    const sibling = await newClient(u);
    const session = await sessionOf(me);
    const second = await sessionOf(me);
    const self = { ClientID: me.id, ClientName: 'Self', ClientUsername: me.username, ClientEmailAddress: me.email };
    expect(succeeded(await asClient(session, 'client.lists.get'))).toBe(true);
    expect(succeeded(await asClient(second, 'client.lists.get'))).toBe(true);
    expect(
      codes(await asClient(session, 'client.update', { ...self, ClientID: sibling.id, ClientUsername: sibling.username, ClientEmailAddress: sibling.email })),
    ).toEqual([8]);
    expect(succeeded(await asClient(session, 'client.update', { ...self, ClientPassword: 'changed-by-self' }))).toBe(true);
    expect(succeeded(await asClient(session, 'client.lists.get'))).toBe(true);
    expect(codes(await asClient(second, 'client.lists.get'))).toEqual([99998]);
    expect(succeeded(await clientLogin({ username: me.username, password: 'changed-by-self' }))).toBe(true);
    expect(succeeded(await u.call('client.update', { ...self, ClientAccountStatus: 'disabled' }))).toBe(true);
    expect(codes(await asClient(session, 'client.lists.get'))).toEqual([99998]);
    expect(codes(await clientLogin({ username: me.username, password: 'changed-by-self' }))).toEqual([3]);
    const listed = await u.call('clients.get', { OrderField: 'ClientID', OrderType: 'ASC' });
    expect(listed.body.Clients.find((x: { ClientID: number }) => x.ClientID === me.id).ClientAccountStatus).toBe('Disabled');
  });

  it("a client's session is refused at once when its owner is deleted", async () => {
    const owner = await campaignsUser();
    const c = await newClient(owner);
    const session = await sessionOf(c);
    expect(succeeded(await asClient(session, 'client.lists.get'))).toBe(true);
    expect(succeeded(await api.legacy('Users.Delete', { AdminAPIKey: adminApiKey, Users: String(owner.user.userId) }))).toBe(true);
    expect(codes(await asClient(session, 'client.lists.get'))).toEqual([99998]);
    expect(codes(await clientLogin(c))).toEqual([3]);
  });

  it("a deleted client's session is refused at once", async () => {
    const gone = await newClient(u);
    const session = await sessionOf(gone);
    expect(succeeded(await asClient(session, 'client.campaigns.get'))).toBe(true);
    expect(succeeded(await u.call('clients.delete', { Clients: String(gone.id) }))).toBe(true);
    expect(codes(await asClient(session, 'client.campaigns.get'))).toEqual([99998]);
  });
});

describe('clients: assignments and the client-scoped reads', () => {
  let u: CampaignsUser;
  let other: CampaignsUser;
  let client: NewClient;
  let sibling: NewClient;
  let session: string;
  let siblingSession: string;
  let lists: number[];
  let campaigns: number[];
  let theirList: number;
  let theirCampaign: number;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
    client = await newClient(u);
    sibling = await newClient(u);
    [session, siblingSession] = await Promise.all([sessionOf(client), sessionOf(sibling)]);
    lists = [await u.list(), await u.list(), await u.list()];
    campaigns = [await u.campaign('First'), await u.campaign('Second'), await u.campaign('Third')];
    theirList = await other.list();
    theirCampaign = await other.campaign('Theirs');
  });

  it.each(FORMATS)('client.assignsubscriberlists: 1 for a missing or foreign client, 2 without list ids (%s)', async (format) => {
    const theirClient = await newClient(other);
    expect(codes(await u.call('client.assignsubscriberlists', { SubscriberListIDs: String(lists[0]) }, format))).toEqual([1]);
    expect(codes(await u.call('client.assignsubscriberlists', { ClientID: theirClient.id, SubscriberListIDs: String(lists[0]) }, format))).toEqual([1]);
    expect(codes(await u.call('client.assignsubscriberlists', { ClientID: client.id }, format))).toEqual([2]);
    expect(codes(await u.call('client.assignsubscriberlists', { ClientID: client.id, SubscriberListIDs: ' , ' }, format))).toEqual([2]);
  });

  it.each(FORMATS)('client.assigncampaigns: 1 for a missing or foreign client, 2 without campaign ids (%s)', async (format) => {
    const theirClient = await newClient(other);
    expect(codes(await u.call('client.assigncampaigns', { CampaignIDs: String(campaigns[0]) }, format))).toEqual([1]);
    expect(codes(await u.call('client.assigncampaigns', { ClientID: theirClient.id, CampaignIDs: String(campaigns[0]) }, format))).toEqual([1]);
    expect(codes(await u.call('client.assigncampaigns', { ClientID: client.id }, format))).toEqual([2]);
  });

  it("a client sees only its assigned lists (never another user's, never a sibling's); assigning replaces the set", async () => {
    const assign = await u.call('client.assignsubscriberlists', { ClientID: client.id, SubscriberListIDs: `${lists[0]},${lists[1]},${theirList}` });
    expect(succeeded(assign)).toBe(true);
    expect(succeeded(await u.call('client.assignsubscriberlists', { ClientID: sibling.id, SubscriberListIDs: String(lists[2]) }))).toBe(true);
    const res = await asClient(session, 'client.lists.get');
    expect(succeeded(res)).toBe(true);
    expect(res.body.TotalListCount).toBe(2);
    expect(res.body.Lists).toEqual([
      { ListID: lists[0], Name: expect.any(String), RelOwnerUserID: u.user.userId },
      { ListID: lists[1], Name: expect.any(String), RelOwnerUserID: u.user.userId },
    ]);
    const siblingLists = await asClient(siblingSession, 'client.lists.get');
    expect(siblingLists.body.Lists.map((l: { ListID: number }) => l.ListID)).toEqual([lists[2]]);
    // replaces, does not add
    expect(succeeded(await u.call('client.assignsubscriberlists', { ClientID: client.id, SubscriberListIDs: String(lists[1]) }))).toBe(true);
    expect((await asClient(session, 'client.lists.get')).body.Lists.map((l: { ListID: number }) => l.ListID)).toEqual([lists[1]]);
  });

  it.each(FORMATS)('client.lists.get and client.list.get in %s; list.get answers 1 without ListID and 2 for a list not assigned', async (format) => {
    expect(succeeded(await u.call('client.assignsubscriberlists', { ClientID: client.id, SubscriberListIDs: `${lists[0]},${lists[1]}` }))).toBe(true);
    await u.ok('Subscriber.Subscribe', { ListID: lists[0], EmailAddress: `${unique('s')}@example.com`, IPAddress: '127.0.0.1' });
    const all = await asClient(session, 'client.lists.get', {}, format);
    expect(succeeded(all)).toBe(true);
    expect(Number(all.body.TotalListCount)).toBe(2);
    const one = await asClient(session, 'client.list.get', { ListID: lists[0] }, format);
    expect(succeeded(one)).toBe(true);
    if (format === 'JSON') {
      expect(one.body.List).toMatchObject({
        ListID: lists[0],
        RelOwnerUserID: u.user.userId,
        SubscriberCount: 1,
        Statistics: expect.objectContaining({ TotalSubscribers: 1 }),
      });
    } else {
      expect(all.isXml).toBe(true);
      expect(occurrences(all.text, 'ListID')).toBe(2);
      expect(one.text).toContain(`<ListID>${lists[0]}</ListID>`);
      expect(one.text).toContain('<Statistics>');
    }
    expect(codes(await asClient(session, 'client.list.get', {}, format))).toEqual([1]);
    expect(codes(await asClient(session, 'client.list.get', { ListID: lists[2] }, format))).toEqual([2]);
    expect(codes(await asClient(session, 'client.list.get', { ListID: theirList }, format))).toEqual([2]);
    expect(codes(await asClient(session, 'client.list.get', { ListID: 'abc' }, format))).toEqual([2]);
    expect(codes(await asClient(siblingSession, 'client.list.get', { ListID: lists[0] }, format))).toEqual([2]);
  });

  it('a list deleted by its owner stops showing to the client', async () => {
    const doomed = await u.list();
    expect(succeeded(await u.call('client.assignsubscriberlists', { ClientID: sibling.id, SubscriberListIDs: `${lists[2]},${doomed}` }))).toBe(true);
    expect((await asClient(siblingSession, 'client.lists.get')).body.TotalListCount).toBe(2);
    expect(succeeded(await u.call('Lists.Delete', { Lists: String(doomed) }))).toBe(true);
    const after = await asClient(siblingSession, 'client.lists.get');
    expect(after.body.Lists.map((l: { ListID: number }) => l.ListID)).toEqual([lists[2]]);
    expect(codes(await asClient(siblingSession, 'client.list.get', { ListID: doomed }))).toEqual([2]);
  });

  it.each(FORMATS)('client.campaigns.get and client.campaign.get in %s: assigned campaigns only; 1 and 2', async (format) => {
    expect(succeeded(await u.call('client.assigncampaigns', { ClientID: client.id, CampaignIDs: `${campaigns[1]},${campaigns[0]},${theirCampaign}` }))).toBe(
      true,
    );
    expect(succeeded(await u.call('client.assigncampaigns', { ClientID: sibling.id, CampaignIDs: String(campaigns[2]) }))).toBe(true);
    await sql(`UPDATE "campaigns"."campaign" SET "total_sent" = 200, "total_hard_bounces" = 3, "total_soft_bounces" = 1 WHERE "id" = $1`, [campaigns[0]]);
    const all = await asClient(session, 'client.campaigns.get', {}, format);
    expect(succeeded(all)).toBe(true);
    expect(Number(all.body.TotalCampaigns)).toBe(2);
    const one = await asClient(session, 'client.campaign.get', { CampaignID: campaigns[0] }, format);
    expect(succeeded(one)).toBe(true);
    if (format === 'JSON') {
      expect(all.body.Campaigns).toEqual([
        { CampaignID: campaigns[0], CampaignName: 'First', CampaignStatus: 'Draft' },
        { CampaignID: campaigns[1], CampaignName: 'Second', CampaignStatus: 'Draft' },
      ]);
      expect(one.body.Campaign).toMatchObject({
        CampaignID: campaigns[0],
        CampaignName: 'First',
        CampaignStatus: 'Draft',
        TotalOpened: expect.any(Number),
        TotalClicked: expect.any(Number),
        HardBounceRatio: expect.stringMatching(/^\d+\.\d{2}$/),
        SoftBounceRatio: expect.stringMatching(/^\d+\.\d{2}$/),
        Statistics: expect.objectContaining({ OpenStatistics: expect.any(Object) }),
      });
    } else {
      expect(occurrences(all.text, 'CampaignID')).toBe(2);
      expect(one.text).toContain('<CampaignName>First</CampaignName>');
      expect(one.text).toContain('<HardBounceRatio>');
    }
    expect(codes(await asClient(session, 'client.campaign.get', {}, format))).toEqual([1]);
    expect(codes(await asClient(session, 'client.campaign.get', { CampaignID: campaigns[2] }, format))).toEqual([2]);
    expect(codes(await asClient(session, 'client.campaign.get', { CampaignID: theirCampaign }, format))).toEqual([2]);
    expect(codes(await asClient(siblingSession, 'client.campaign.get', { CampaignID: campaigns[0] }, format))).toEqual([2]);
    const siblingAll = await asClient(siblingSession, 'client.campaigns.get');
    expect(siblingAll.body.Campaigns.map((c: { CampaignID: number }) => c.CampaignID)).toEqual([campaigns[2]]);
  });

  it('a client with nothing assigned gets empty reads', async () => {
    const fresh = await newClient(u);
    const s = await sessionOf(fresh);
    expect((await asClient(s, 'client.lists.get')).body).toMatchObject({ Success: true, TotalListCount: 0, Lists: [] });
    expect((await asClient(s, 'client.campaigns.get')).body).toMatchObject({ Success: true, TotalCampaigns: 0, Campaigns: [] });
    const xml = await asClient(s, 'client.lists.get', {}, 'XML');
    expect(succeeded(xml)).toBe(true);
  });
});
