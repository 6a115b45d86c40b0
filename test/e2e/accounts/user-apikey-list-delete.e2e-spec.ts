import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

import { errorCodes, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

interface ListedKey {
  APIKeyID: number;
  APIKey: string;
  Note: string;
  BoundIPAddress: string;
  CreatedAt: string;
  LastUsedAt: string | null;
  LastUsedIP: string | null;
  RequestCount: number;
}

async function newKey(user: SeededUser, note: string, extra: Record<string, unknown> = {}): Promise<{ id: number; key: string }> {
  const res = await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: note, ...extra });
  return { id: res.body.APIKeyID, key: res.body.APIKey.Key };
}

async function listed(user: SeededUser): Promise<ListedKey[]> {
  return (await api.v1('GET', 'user.apikeys', {}, { bearer: user.apiKey })).body.APIKeys;
}

const DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('GET /api/v1/user.apikeys (user.apikey.list)', () => {
  let user: SeededUser;
  let other: SeededUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });

  it("lists the caller's keys with their notes, bound address and usage, never the key itself", async () => {
    const bound = await newKey(user, 'bound one', { BoundIPAddress: '127.0.0.1' });
    const res = await api.v1('GET', 'user.apikeys', {}, { bearer: user.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe(true);
    const keys: ListedKey[] = res.body.APIKeys;
    expect(keys.map((k) => k.Note)).toEqual(['e2e', 'bound one']);
    const row = keys.find((k) => k.APIKeyID === bound.id)!;
    expect(row).toEqual({
      APIKeyID: bound.id,
      APIKey: `${bound.key.slice(0, 6)}…`,
      Note: 'bound one',
      BoundIPAddress: '127.0.0.1',
      CreatedAt: expect.stringMatching(DATE),
      LastUsedAt: null,
      LastUsedIP: null,
      RequestCount: 0,
    });
    expect(keys[0].BoundIPAddress).toBe('');
    expect(res.text).not.toContain(bound.key);
    expect(res.text).not.toContain(user.apiKey);
  });

  it('counts the sessions opened with a key (User.Login APIKey=), not the requests made with it', async () => {
    const { id, key } = await newKey(user, 'login key');
    expect(succeeded(await api.legacy('User.Current', { APIKey: key }))).toBe(true);
    expect((await listed(user)).find((k) => k.APIKeyID === id)).toMatchObject({ RequestCount: 0, LastUsedAt: null });
    expect(succeeded(await api.legacy('User.Login', { APIKey: key, DisableCaptcha: 'true' }))).toBe(true);
    expect(succeeded(await api.legacy('User.Login', { APIKey: key, DisableCaptcha: 'true' }))).toBe(true);
    expect((await listed(user)).find((k) => k.APIKeyID === id)).toMatchObject({
      RequestCount: 2,
      LastUsedAt: expect.stringMatching(DATE),
      LastUsedIP: expect.stringMatching(/\S/),
    });
  });

  it('answers on api.php by its command name, in JSON and XML', async () => {
    const json = await api.legacy('user.apikey.list', { APIKey: user.apiKey });
    expect(json.body).toMatchObject({ Success: true, ErrorCode: 0 });
    expect(json.body.APIKeys.length).toBeGreaterThanOrEqual(2);
    const xml = await api.legacy('user.apikey.list', { APIKey: user.apiKey, ResponseFormat: 'XML' });
    expect(xml.isXml).toBe(true);
    expect(xml.text).toContain(`<APIKeyID>${json.body.APIKeys[0].APIKeyID}</APIKeyID>`);
    expect(xml.text).toContain('<Note>e2e</Note>');
  });

  it("shows only the caller's own keys; an administrator names the user", async () => {
    const mine = (await listed(user)).map((k) => k.APIKeyID);
    const theirs = (await listed(other)).map((k) => k.APIKeyID);
    expect(theirs).toHaveLength(1);
    expect(mine).not.toContain(theirs[0]);
    const admin = await api.v1('GET', 'user.apikeys', { AdminAPIKey: adminApiKey, UserID: other.userId });
    expect(admin.body.APIKeys.map((k: ListedKey) => k.APIKeyID)).toEqual(theirs);
    expect((await api.v1('GET', 'user.apikeys', { AdminAPIKey: adminApiKey })).body.Errors[0].Code).toBe(1);
    expect(errorCodes(await api.legacy('user.apikey.list', { AdminAPIKey: adminApiKey, UserID: 99999999 }))).toEqual([1]);
  });

  it('needs a credential holding User.Update', async () => {
    expect((await api.v1('GET', 'user.apikeys')).body.Errors[0].Code).toBe(99998);
    const limited = await newKey(user, 'read only', { Permissions: 'Campaigns.Get' });
    expect(errorCodes(await api.legacy('user.apikey.list', { APIKey: limited.key }))).toEqual([403]);
  });
});

describe('POST /api/v1/user.apikey.delete', () => {
  let user: SeededUser;
  let other: SeededUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });

  it('revokes a key that the edge has cached: it fails on the very next request', async () => {
    const { id, key } = await newKey(user, 'to revoke');
    // twice: the second answer comes from the edge's auth cache
    expect(succeeded(await api.legacy('User.Current', { APIKey: key }))).toBe(true);
    expect(succeeded(await api.legacy('User.Current', { APIKey: key }))).toBe(true);
    const res = await api.v1('POST', 'user.apikey.delete', { APIKeyID: id }, { bearer: user.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Success: true });
    expect(errorCodes(await api.legacy('User.Current', { APIKey: key }))).toEqual([99998]);
    expect((await api.v1('GET', 'user.apikeys', {}, { bearer: key })).body.Errors[0].Code).toBe(99998);
    expect((await listed(user)).map((k) => k.APIKeyID)).not.toContain(id);
    expect(succeeded(await api.legacy('User.Current', { APIKey: user.apiKey }))).toBe(true);
  });

  it("accepts the old lower-case 'apikeyid' on api.php, in JSON and XML", async () => {
    const a = await newKey(user, 'legacy a');
    const b = await newKey(user, 'legacy b');
    expect((await api.legacy('user.apikey.delete', { APIKey: user.apiKey, apikeyid: a.id })).body).toMatchObject({ Success: true, ErrorCode: 0 });
    const xml = await api.legacy('user.apikey.delete', { APIKey: user.apiKey, APIKeyID: b.id, ResponseFormat: 'XML' });
    expect(xml.isXml).toBe(true);
    expect(succeeded(xml)).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: b.key }))).toEqual([99998]);
  });

  it('code 1 without APIKeyID, code 2 for an unknown or already deleted key', async () => {
    expect((await api.v1('POST', 'user.apikey.delete', { APIKey: user.apiKey })).body).toEqual({ Errors: [{ Code: 1, Message: 'Missing APIKeyID' }] });
    expect(errorCodes(await api.legacy('user.apikey.delete', { APIKey: user.apiKey }))).toEqual([1]);
    const { id } = await newKey(user, 'twice');
    expect(succeeded(await api.legacy('user.apikey.delete', { APIKey: user.apiKey, APIKeyID: id }))).toBe(true);
    expect((await api.v1('POST', 'user.apikey.delete', { APIKey: user.apiKey, APIKeyID: id })).body.Errors[0].Code).toBe(2);
    expect((await api.v1('POST', 'user.apikey.delete', { APIKey: user.apiKey, APIKeyID: 'abc' })).body.Errors[0].Code).toBe(2);
    expect((await api.v1('POST', 'user.apikey.delete', { APIKey: user.apiKey, APIKeyID: '99999999999' })).body.Errors[0].Code).toBe(2);
  });

  it("answers 2 for another user's key and leaves it working", async () => {
    const theirs = await newKey(other, 'not yours');
    expect(errorCodes(await api.legacy('user.apikey.delete', { APIKey: user.apiKey, APIKeyID: theirs.id }))).toEqual([2]);
    expect(succeeded(await api.legacy('User.Current', { APIKey: theirs.key }))).toBe(true);
  });

  it("lets an administrator revoke a named user's key", async () => {
    const { id, key } = await newKey(other, 'admin revokes');
    expect(succeeded(await api.legacy('User.Current', { APIKey: key }))).toBe(true);
    const res = await api.v1('POST', 'user.apikey.delete', { AdminAPIKey: adminApiKey, UserID: other.userId, APIKeyID: id });
    expect(res.body).toEqual({ Success: true });
    expect(errorCodes(await api.legacy('User.Current', { APIKey: key }))).toEqual([99998]);
    const another = await newKey(other, 'admin, no user named');
    expect(errorCodes(await api.legacy('user.apikey.delete', { AdminAPIKey: adminApiKey, UserID: user.userId, APIKeyID: another.id }))).toEqual([2]);
    expect(succeeded(await api.legacy('user.apikey.delete', { AdminAPIKey: adminApiKey, APIKeyID: another.id }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: another.key }))).toEqual([99998]);
  });
});
