import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

const { api } = e2eEnv();

function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/\/work\/|node_modules|\bat .+\(.+:\d+:\d+\)|Error:/);
}

describe('hard failures', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, e2eEnv().adminApiKey);
  });

  it('100000: invalid JSON answers 400 in JSON even when XML is requested', async () => {
    const res = await api.raw('POST', '/api.php?ResponseFormat=XML', '{"Command": "User.Current",', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100000, Errors: [{ Code: 100000 }] });
    expectNoLeak(res.text);
  });

  it('100001: an unsupported method on api.php answers 400 in JSON', async () => {
    const res = await api.raw('PUT', '/api.php?Command=User.Current&ResponseFormat=XML', undefined);
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001, Errors: [{ Code: 100001 }] });
  });

  it('100001: a v1 path with the wrong method answers 400', async () => {
    const res = await api.v1('PUT', 'user.apikey', { APIKey: user.apiKey, Note: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.Errors[0].Code).toBe(100001);
  });

  it('100003: an unknown command answers 400, in JSON', async () => {
    const res = await api.legacy('Nope.Nothing', { APIKey: user.apiKey });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100003, Errors: [{ Code: 100003 }] });
    expect(res.body.ErrorText).toContain('Nope.Nothing');
  });

  it('100003: an unknown command answers in XML when XML is requested', async () => {
    const res = await api.legacy('Nope.Nothing', {}, { format: 'XML' });
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^text\/xml/);
    expect(res.body).toMatchObject({ Success: 'false', ErrorCode: '100003', Errors: { node_0: { Code: '100003' } } });
  });

  it('100003: a missing Command and an unknown v1 path answer 400', async () => {
    const missing = await api.send('POST', '/api.php', { APIKey: user.apiKey });
    expect(missing.status).toBe(400);
    expect(missing.body.ErrorCode).toBe(100003);
    const unknownPath = await api.v1('GET', 'does.not.exist', {});
    expect(unknownPath.status).toBe(400);
    expect(unknownPath.body.Errors[0].Code).toBe(100003);
  });

  it('100002: a registered command whose service is not running answers 500', async () => {
    const res = await api.legacy('Campaign.Create', { APIKey: user.apiKey, CampaignName: 'x' });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100002, Errors: [{ Code: 100002 }] });
    const xml = await api.legacy('Campaign.Create', { APIKey: user.apiKey }, { format: 'XML' });
    expect(xml.status).toBe(500);
    expect(xml.contentType).toMatch(/^text\/xml/);
    expect(xml.body.ErrorCode).toBe('100002');
    expectNoLeak(xml.text);
  });

  it('answers an unrouted path with a clean 400 envelope', async () => {
    const res = await api.raw('GET', '/nothing/here');
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(100003);
  });
});
