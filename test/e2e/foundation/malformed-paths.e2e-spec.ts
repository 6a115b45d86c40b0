import { e2eEnv } from '@mail/testing';

import { rawExchange } from './raw-http';

const { baseUrl } = e2eEnv();

/** fetch would normalise these paths: they go out exactly as written */
const get = (path: string) => rawExchange(baseUrl, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

describe('paths that do not decode or are too long (issue 24, item 7)', () => {
  it.each(['/api.php/%ff', '/api.php/%c0%af', '/api.php/x%', '/api/v1/%ff'])('%s names an unknown command: 100003 in the JSON envelope', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100003, Errors: [{ Code: 100003 }] });
  });

  it('answers in XML when the query string asks for it', async () => {
    const res = await get('/api.php/%ff?ResponseFormat=XML');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/xml/);
    expect(res.text).toContain('<ErrorCode>100003</ErrorCode>');
  });

  it.each(['/t/o/%c0%af', '/t/c/%ff', '/g/c/%ff', '/s/%c0%af'])('%s is an unknown tracking token: the tracker answers its usual 404 page', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).not.toContain('FST_ERR');
  });

  it.each([`/t/o/${'a'.repeat(500)}`, `/system/webhook/${'a'.repeat(500)}`, `/nowhere/${'b'.repeat(500)}`])(
    'a path segment over the router limit answers 100003 in the envelope (%#)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ Success: false, ErrorCode: 100003 });
    },
  );
});
