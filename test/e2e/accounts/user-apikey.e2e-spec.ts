import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

import { errorCodes, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('POST /api/v1/user.apikey', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, adminApiKey);
  });

  it('creates a key shown in full once, bare body (JSON)', async () => {
    const res = await api.v1('POST', 'user.apikey', { SessionID: user.sessionId, Note: 'CI deploys' });
    expect(res.status).toBe(200);
    expect(res.body.Success).toBeUndefined();
    expect(res.body).toMatchObject({
      APIKeyID: expect.any(Number),
      APIKey: { Key: expect.stringMatching(/^[0-9a-f]{48}$/), Note: 'CI deploys', BoundIPAddress: '' },
    });
    expect((await api.legacy('User.Current', { APIKey: res.body.APIKey.Key })).body.UserInfo.UserID).toBe(user.userId);
  });

  it('works with an API key as bearer, form-encoded, and in XML', async () => {
    const res = await api.v1('POST', 'user.apikey', { Note: 'xml', ResponseFormat: 'XML' }, { bearer: user.apiKey, encoding: 'form' });
    expect(res.isXml).toBe(true);
    expect(res.body.APIKey.Note).toBe('xml');
    expect(res.body.APIKey.Key).toMatch(/^[0-9a-f]{48}$/);
  });

  it("creates a key by the vendor's legacy name 'user.apikey.create' on api.php; 1 without a note", async () => {
    const res = await api.legacy('user.apikey.create', { APIKey: user.apiKey, Note: 'legacy name' });
    expect(res.body.APIKey).toMatchObject({ Key: expect.stringMatching(/^[0-9a-f]{48}$/), Note: 'legacy name' });
    expect((await api.legacy('User.Current', { APIKey: res.body.APIKey.Key })).body.UserInfo.UserID).toBe(user.userId);
    expect(errorCodes(await api.legacy('user.apikey.create', { APIKey: user.apiKey }))).toEqual([1]);
  });

  it('code 1: missing administrative note, in the Errors shape', async () => {
    const res = await api.v1('POST', 'user.apikey', { APIKey: user.apiKey });
    expect(res.body).toEqual({ Errors: [{ Code: 1, Message: 'Missing administrative note' }] });
  });

  it('enforces BoundIPAddress on use', async () => {
    const bound = await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: 'bound', BoundIpAddress: '198.51.100.9' });
    expect(bound.body.APIKey.BoundIPAddress).toBe('198.51.100.9');
    const res = await api.legacy('User.Current', { APIKey: bound.body.APIKey.Key });
    expect(res.body).toMatchObject({ ErrorCode: 99998, ErrorText: 'Access from this IP address is not allowed' });
    const local = await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: 'local', BoundIpAddress: '127.0.0.1' });
    expect(succeeded(await api.legacy('User.Current', { APIKey: local.body.APIKey.Key }))).toBe(true);
    expect((await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: 'x', BoundIpAddress: 'not-an-ip' })).body.Errors[0].Code).toBe(2);
  });

  it('limits a key to named permissions (extension); the edge enforces them', async () => {
    const limited = await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: 'read only', Permissions: 'Campaigns.Get,Subscribers.Get' });
    expect(limited.body.APIKey.Permissions).toEqual(['Campaigns.Get', 'Subscribers.Get']);
    const key = limited.body.APIKey.Key;
    expect(succeeded(await api.legacy('User.Current', { APIKey: key }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: key, UserID: user.userId, FirstName: 'x' }))).toEqual([403]);
    const wider = await api.v1('POST', 'user.apikey', { APIKey: key, Note: 'escalate', Permissions: 'User.Update' });
    expect(wider.body.Errors[0].Code).toBe(3);
    expect((await api.v1('POST', 'user.apikey', { APIKey: user.apiKey, Note: 'x', Permissions: 'Root.Everything' })).body.Errors[0].Code).toBe(3);
  });

  it('lets an administrator create a key for a named user (4 without one)', async () => {
    expect((await api.v1('POST', 'user.apikey', { AdminAPIKey: adminApiKey, Note: 'x' })).body.Errors[0].Code).toBe(4);
    const res = await api.v1('POST', 'user.apikey', { AdminAPIKey: adminApiKey, Note: 'support', UserID: user.userId });
    expect((await api.legacy('User.Current', { APIKey: res.body.APIKey.Key })).body.UserInfo.UserID).toBe(user.userId);
  });

  it('needs credentials', async () => {
    const res = await api.v1('POST', 'user.apikey', { Note: 'x' });
    expect(res.body.Errors[0].Code).toBe(99998);
  });
});
