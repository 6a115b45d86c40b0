import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { COMMANDS } from '@mail/contracts';
import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

import { rawExchange, streamUntilAnswered } from './raw-http';

const { api } = e2eEnv();

function expectNoLeak(text: string): void {
  expect(text).not.toMatch(/\/work\/|node_modules|\bat .+\(.+:\d+:\d+\)|Error:/);
}

/** a user command of a service the platform does not run yet (services.json lists the built ones) */
const built = (JSON.parse(readFileSync(resolve(__dirname, '../../../services.json'), 'utf8')) as { services: { name: string }[] }).services.map((s) => s.name);
const unbuilt = COMMANDS.find((c) => !built.includes(c.service) && c.legacy && c.auth === 'user');

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

  it.each([
    ['api.php', '/api.php', (key: string) => `{"Command":"List.Create","APIKey":"${key}","Name":"half \\ud800 a character"}`],
    ['a v1 path', '/api/v1/event', (key: string) => `{"APIKey":"${key}","ListID":1,"Event":"view","Properties":{"k\\udc00":"v"}}`],
  ])('100000: a JSON body holding a lone UTF-16 surrogate answers 400 in the envelope on %s, never a 5xx', async (_where, path, body) => {
    const res = await api.raw('POST', path, body(user.apiKey), { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Errors: [{ Code: 100000 }] });
    expectNoLeak(res.text);
    // the same call with well-formed text goes through
    const fine = await api.raw('POST', path, body(user.apiKey).replace(/\\u[dD][89a-fA-F][0-9a-fA-F]{2}/g, 'x'), { 'content-type': 'application/json' });
    expect(fine.status).toBeLessThan(500);
    expect(fine.body?.Errors?.[0]?.Code ?? fine.body?.ErrorCode).not.toBe(100000);
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

  // every service of the spec runs now (journeys was the last): the dispatcher's unit spec keeps the no-responder
  // case (BusUnavailableError → 100002); this end-to-end form runs again whenever a registered service is not built
  (unbuilt ? describe : describe.skip)('while a registered service is not built', () => {
    it('100002: a registered command whose service is not running answers 500', async () => {
      const command = unbuilt!.name;
      const res = await api.legacy(command, { APIKey: user.apiKey });
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ Success: false, ErrorCode: 100002, Errors: [{ Code: 100002 }] });
      const xml = await api.legacy(command, { APIKey: user.apiKey }, { format: 'XML' });
      expect(xml.status).toBe(500);
      expect(xml.contentType).toMatch(/^text\/xml/);
      expect(xml.body.ErrorCode).toBe('100002');
      expectNoLeak(xml.text);
    });
  });

  it('answers an unrouted path with a clean 400 envelope', async () => {
    const res = await api.raw('GET', '/nothing/here');
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(100003);
  });
});

describe('XML carries any stored string', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, e2eEnv().adminApiKey);
  });

  it('echoes a command with control characters in an XML error', async () => {
    const res = await api.raw('GET', '/api.php?Command=%01&ResponseFormat=XML');
    expect(res.status).toBe(400);
    expect(res.contentType).toMatch(/^text\/xml/);
    expect(res.body).toMatchObject({ Success: 'false', ErrorCode: '100003' });
    expect(res.body.ErrorText).toContain('"\uFFFD"');
  });

  it('renders a list whose name holds control characters', async () => {
    const created = await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'a\u0001b\u0002c' });
    expect(created.body.Success).toBe(true);
    const res = await api.legacy('List.Get', { APIKey: user.apiKey, ListID: created.body.ListID }, { format: 'XML' });
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe('true');
    expect(res.body.List.ListName).toBe('a\uFFFDb\uFFFDc');
  });
});

describe("client errors are 400 hard failures in the envelope, never 5xx or Node's own answers", () => {
  const { baseUrl } = e2eEnv();
  const multipart = (body: string, type = 'multipart/form-data; boundary=XB') => api.raw('POST', '/api.php', body, { 'content-type': type });

  it('100000: multipart without a boundary, or truncated', async () => {
    for (const res of [
      await multipart('Command=User.Current', 'multipart/form-data'),
      await multipart('--XB\r\nContent-Disposition: form-data; name="Command"\r\n\r\nUser.Cur'),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Success: false, ErrorCode: 100000, Errors: [{ Code: 100000 }] });
    }
  });

  it('100001: an unparseable media type', async () => {
    const res = await api.raw('POST', '/api.php', 'Command=User.Current', { 'content-type': ';;;' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
  });

  it('100000: JSON nested 20,000 deep is refused before it reaches a service', async () => {
    const deep = `{"Command":"List.Get","ListID":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await api.raw('POST', '/api.php', deep, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100000 });
    expect(res.body.ErrorText).toMatch(/deeper than \d+ levels/);
  });

  it.each(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=XB', 'application/octet-stream'])(
    '100001: a %s body above the total limit is refused while it streams',
    async (type) => {
      const res = await streamUntilAnswered(baseUrl, '/api.php', type, Buffer.alloc(1024 * 1024, 'a'), 400 * 1024 * 1024);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
      expect(res.body.ErrorText).toMatch(/too large/i);
      expect(res.sent).toBeLessThan(400 * 1024 * 1024);
    },
  );

  it('100001: more multipart parts than the field limit', async () => {
    const part = '--XB\r\nContent-Disposition: form-data; name="f"\r\n\r\n\r\n';
    const res = await multipart(`${part.repeat(100_001)}--XB--\r\n`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
  });

  it('serves a GET whose query string is far above 16 KiB', async () => {
    const user = await seedUser(api, e2eEnv().adminApiKey);
    const res = await api.raw('GET', `/api.php?Command=User.Current&APIKey=${user.apiKey}&Note=${'x'.repeat(200_000)}`);
    expect(res.status).toBe(200);
    expect(res.body.Success).toBe(true);
  });

  it('100001: a request line above the header limit, answered in the envelope', async () => {
    const res = await rawExchange(baseUrl, `GET /api.php?Command=User.Current&Note=${'x'.repeat(2 * 1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers.connection).toBe('close');
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001, Errors: [{ Code: 100001 }] });
    expect(res.body.ErrorText).toMatch(/Request too large/);
    // the legacy envelope, not Fastify's or Node's own error body
    for (const foreign of ['statusCode', 'error', 'message', 'code']) expect(res.body).not.toHaveProperty(foreign);
  });

  it('100001: a GET whose query string alone is just over the limit (MAX_HEADER_BYTES, 1 MiB)', async () => {
    const res = await rawExchange(baseUrl, `GET /api.php?Command=User.Current&Note=${'x'.repeat(1024 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
    expect(Object.keys(res.body).sort()).toEqual(['ErrorCode', 'ErrorText', 'Errors', 'Success']);
  });

  it('100001: a request that is not HTTP, answered in the envelope', async () => {
    const res = await rawExchange(baseUrl, 'NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
    expect(res.closed).toBe(true);
  });
});
