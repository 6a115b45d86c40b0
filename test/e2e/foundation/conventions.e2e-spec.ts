import { request } from 'node:http';

import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

/** fetch() refuses a body on GET; some clients send one anyway. */
function getWithJsonBody(url: string, body: unknown): Promise<{ status: number; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const { api } = e2eEnv();

describe('request and response conventions', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, e2eEnv().adminApiKey);
  });

  it('rule 1: command names match case-insensitively', async () => {
    for (const name of ['User.Current', 'user.current', 'USER.CURRENT']) {
      const res = await api.legacy(name, { APIKey: user.apiKey });
      expect(res.body).toMatchObject({ Success: true, ErrorCode: 0, ErrorText: '' });
      expect(Number(res.body.UserInfo.UserID)).toBe(user.userId);
    }
  });

  it('rule 1: api.php accepts GET with a query string and a trailing command path', async () => {
    const viaGet = await api.legacy('User.Current', { APIKey: user.apiKey }, { encoding: 'query' });
    expect(viaGet.body.Success).toBe(true);
    const viaPath = await api.send('POST', '/api.php/User.Current', { APIKey: user.apiKey });
    expect(viaPath.body.Success).toBe(true);
  });

  it('rule 2: a v1 operation is also reachable through api.php with its dotted name', async () => {
    const viaLegacy = await api.legacy('user.apikey', { APIKey: user.apiKey, Note: 'legacy entry' });
    expect(viaLegacy.body).toMatchObject({ Success: true, ErrorCode: 0, APIKey: { Note: 'legacy entry' } });
    const xml = await api.legacy('User.APIKey', { APIKey: user.apiKey, Note: 'legacy xml' }, { format: 'XML' });
    expect(xml.body).toMatchObject({ Success: 'true', APIKey: { Note: 'legacy xml' } });
  });

  it('rule 2: a v1 GET endpoint takes its parameters from the query string or a JSON body', async () => {
    const viaQuery = await api.v1('GET', 'system-health-check', { AdminAPIKey: e2eEnv().adminApiKey });
    expect(viaQuery.status).toBe(200);
    const viaJson = await getWithJsonBody(`${api.baseUrl}/api/v1/system-health-check`, { AdminAPIKey: e2eEnv().adminApiKey });
    expect(viaJson.status).toBe(200);
    expect(JSON.parse(viaJson.text).Checks.Database).toBe('OK');
  });

  it('rule 3: form, multipart and JSON bodies are equivalent', async () => {
    for (const encoding of ['form', 'multipart', 'json'] as const) {
      const res = await api.legacy('User.Current', { APIKey: user.apiKey }, { encoding });
      expect([encoding, res.body.Success]).toEqual([encoding, true]);
    }
  });

  it('rule 5: parameter names match case-insensitively', async () => {
    const res = await api.legacy('User.Current', { apikey: user.apiKey });
    expect(res.body.Success).toBe(true);
    const json = await api.raw('POST', '/api.php', JSON.stringify({ COMMAND: 'User.Current', ApiKey: user.apiKey }), { 'content-type': 'application/json' });
    expect(json.body.Success).toBe(true);
  });

  it('rule 4: ResponseFormat=XML renders XML; other spellings render JSON', async () => {
    const xml = await api.legacy('User.Current', { APIKey: user.apiKey }, { format: 'XML' });
    expect(xml.contentType).toMatch(/^text\/xml/);
    expect(xml.text.startsWith('<?xml')).toBe(true);
    expect(xml.body).toMatchObject({ Success: 'true', ErrorCode: '0' });
    expect(xml.body.UserInfo.UserID).toBe(String(user.userId));
    for (const spelling of ['xml', 'Xml', ' XML', 'XML ', '', 'yaml', 'JSON']) {
      const res = await api.legacy('User.Current', { APIKey: user.apiKey, ResponseFormat: spelling });
      expect([spelling, res.contentType.startsWith('application/json')]).toEqual([spelling, true]);
    }
  });

  it('rule 4: the resolved format applies to handler errors too', async () => {
    const res = await api.legacy('User.Current', { APIKey: 'wrong-key' }, { format: 'XML' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: 'false', ErrorCode: '99998' });
  });

  it('envelope: handler errors answer HTTP 200 with Success false', async () => {
    const res = await api.legacy('User.Current', { APIKey: 'not-a-key' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 99998 });
    expect(typeof res.body.ErrorText).toBe('string');
    const missing = await api.legacy('User.Current', {});
    expect(missing.body).toMatchObject({ Success: false, ErrorCode: 99998 });
  });

  it('envelope: v1 failures use Errors and no Success field', async () => {
    const res = await api.v1('POST', 'user.apikey', { Note: 'x' }, { bearer: 'nope' });
    expect(res.body.Success).toBeUndefined();
    expect(res.body.Errors).toEqual([{ Code: 99998, Message: expect.any(String) }]);
    const xml = await api.v1('POST', 'user.apikey', { Note: 'x', ResponseFormat: 'XML' }, { bearer: 'nope' });
    expect(xml.contentType).toMatch(/^text\/xml/);
    expect(xml.body.Errors.node_0.Code).toBe('99998');
  });

  it('v1 endpoints accept the key as a bearer header', async () => {
    const res = await api.v1('POST', 'user.apikey', { Note: 'bearer key' }, { bearer: user.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.APIKey.Key).toEqual(expect.any(String));
  });

  it('answers CORS preflights and marks responses for browser origins', async () => {
    const preflight = await fetch(`${api.baseUrl}/api/v1/event`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const res = await fetch(`${api.baseUrl}/api.php?Command=User.Current&APIKey=${user.apiKey}`, { headers: { origin: 'https://shop.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { Success: boolean }).Success).toBe(true);
  });

  it('every response carries a request id', async () => {
    const res = await fetch(`${api.baseUrl}/api.php?Command=User.Current`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${api.baseUrl}/api.php?Command=User.Current`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});
