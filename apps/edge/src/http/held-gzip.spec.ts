import { gunzipSync } from 'node:zlib';

import type { HeldReply } from '../dispatch/reply-cache';
import { acceptsGzip, heldGzip } from './held-gzip';

describe('heldGzip', () => {
  const body = JSON.stringify({ Series: Array.from({ length: 500 }, (_, i) => ({ Bucket: `2030-01-01 ${i}`, Events: i })) });
  const rendered = { status: 200, contentType: 'application/json; charset=utf-8', body };

  it('compresses a kept JSON body once per route kind, when the client accepts gzip', () => {
    const held: HeldReply = { etag: 'e', json: body, gzipped: new Map() };
    const first = heldGzip(held, 'v1', rendered, 'gzip, deflate, br')!;
    expect(gunzipSync(first).toString()).toBe(body);
    expect(heldGzip(held, 'v1', rendered, 'gzip')).toBe(first);
    const legacy = { ...rendered, body: `{"Success":true,${body.slice(1)}` };
    expect(gunzipSync(heldGzip(held, 'legacy', legacy, 'gzip')!).toString()).toBe(legacy.body);
    expect([...held.gzipped.keys()]).toEqual(['v1', 'legacy']);
  });

  it('sends anything else as it is', () => {
    const held: HeldReply = { etag: 'e', json: body, gzipped: new Map() };
    expect(heldGzip(undefined, 'v1', rendered, 'gzip')).toBeUndefined();
    expect(heldGzip(held, 'v1', rendered, undefined)).toBeUndefined();
    expect(heldGzip(held, 'v1', { ...rendered, contentType: 'text/xml; charset=utf-8' }, 'gzip')).toBeUndefined();
    expect(heldGzip(held, 'v1', { ...rendered, body: '{}' }, 'gzip')).toBeUndefined();
  });

  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
  ])('Accept-Encoding %j: %p', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
