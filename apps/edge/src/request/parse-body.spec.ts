import { Readable } from 'node:stream';

import { BodyBudget } from './body-budget';
import type { BodyLimits } from './body-limits';
import { parseBody } from './parse-body';

const limits: BodyLimits = { maxBytes: 1024, maxFields: 10, maxDepth: 32 };

/** A body of `total` bytes in 64-byte chunks, counting how many bytes the parser pulled. */
function endless(total: number, fill = 'a'): Readable & { pulled: number } {
  let pulled = 0;
  const stream = new Readable({
    read() {
      if (pulled >= total) return void this.push(null);
      pulled += 64;
      this.push(Buffer.alloc(64, fill));
    },
  }) as Readable & { pulled: number };
  Object.defineProperty(stream, 'pulled', { get: () => pulled });
  return stream;
}

const multipart = (parts: string[], boundary = 'XB') =>
  Readable.from([Buffer.from(parts.map((p) => `--${boundary}\r\nContent-Disposition: form-data; ${p}`).join('') + `--${boundary}--\r\n`)]);
const field = (name: string, value: string) => `name="${name}"\r\n\r\n${value}\r\n`;
const MULTIPART = { 'content-type': 'multipart/form-data; boundary=XB' };

describe('parseBody', () => {
  it.each(['application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=XB', ''])(
    'refuses a %p body above the total while it streams, without reading on',
    async (type) => {
      const stream = endless(100 * 1024 * 1024);
      const body = await parseBody({ 'content-type': type }, stream, limits);
      expect(body).toEqual({ kind: 'rejected', code: 100001, message: expect.stringContaining('1024 bytes'), unread: true });
      expect(stream.pulled).toBeLessThan(64 * 1024);
    },
  );

  it('refuses a declared Content-Length above the total before reading', async () => {
    const stream = endless(10);
    expect(await parseBody({ 'content-length': '4096' }, stream, limits)).toMatchObject({ kind: 'rejected', code: 100001 });
    expect(stream.pulled).toBe(0);
  });

  it('holds multipart fields to one total, not a per-field limit', async () => {
    const body = await parseBody(MULTIPART, multipart([field('a', 'x'.repeat(600)), field('b', 'y'.repeat(600))]), limits);
    expect(body).toMatchObject({ kind: 'rejected', code: 100001 });
  });

  it('counts file parts against the total too', async () => {
    const file = `name="f"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${'z'.repeat(2000)}\r\n`;
    expect(await parseBody(MULTIPART, multipart([file]), limits)).toMatchObject({ kind: 'rejected', code: 100001 });
  });

  it('keeps multipart fields and files within the limits', async () => {
    const file = `name="CSV"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\na,b\r\n`;
    expect(await parseBody(MULTIPART, multipart([field('Command', 'List.Get'), file]), limits)).toEqual({
      kind: 'pairs',
      pairs: [
        ['Command', 'List.Get'],
        ['CSV', 'a,b'],
      ],
    });
  });

  it('refuses more multipart parts or form pairs than the field count', async () => {
    const parts = Array.from({ length: 11 }, (_, i) => field(`f${i}`, ''));
    expect(await parseBody(MULTIPART, multipart(parts), { ...limits, maxBytes: 1e6 })).toMatchObject({ kind: 'rejected', code: 100001 });
    const form = Readable.from([Buffer.from('a&'.repeat(11))]);
    expect(await parseBody({ 'content-type': 'application/x-www-form-urlencoded' }, form, limits)).toMatchObject({ kind: 'rejected', code: 100001 });
  });

  it('answers truncated or boundary-less multipart as a bad body (100000)', async () => {
    const truncated = Readable.from([Buffer.from('--XB\r\nContent-Disposition: form-data; name="a"\r\n\r\nval')]);
    expect(await parseBody(MULTIPART, truncated, limits)).toMatchObject({ kind: 'rejected', code: 100000 });
    expect(await parseBody({ 'content-type': 'multipart/form-data' }, Readable.from([Buffer.from('x')]), limits)).toMatchObject({
      kind: 'rejected',
      code: 100000,
    });
  });

  it('refuses JSON nested deeper than the limit with 100000, and accepts it at the limit', async () => {
    const deep = (n: number) => Readable.from([Buffer.from('['.repeat(n) + ']'.repeat(n))]);
    const json = { 'content-type': 'application/json' };
    const roomy = { ...limits, maxBytes: 1e6 };
    expect(await parseBody(json, deep(20_000), roomy)).toMatchObject({ kind: 'rejected', code: 100000, message: expect.stringContaining('32 levels') });
    expect(await parseBody(json, deep(33), limits)).toMatchObject({ kind: 'rejected', code: 100000 });
    expect(await parseBody(json, deep(32), limits)).toMatchObject({ kind: 'json' });
    expect(await parseBody({}, deep(20_000), roomy)).toMatchObject({ kind: 'rejected', code: 100000 });
  });

  it('answers invalid JSON 100000 and a stream that fails mid-body as a bad body', async () => {
    expect(await parseBody({ 'content-type': 'application/json' }, Readable.from([Buffer.from('{"a":')]), limits)).toMatchObject({
      kind: 'rejected',
      code: 100000,
    });
    const broken = new Readable({ read: () => broken.destroy(new Error('aborted')) });
    expect(await parseBody({ 'content-type': 'application/json' }, broken, limits)).toMatchObject({ kind: 'rejected', code: 100000 });
  });

  it('holds large bodies to one shared allowance: a body that finds no room in time answers 100004, and room frees once a body is parsed', async () => {
    const shared: BodyLimits = { maxBytes: 1024 * 1024, maxFields: 10, maxDepth: 32, budget: new BodyBudget(200 * 1024, 100) };
    const big = (n: number) => ({ 'content-type': 'application/json', 'content-length': String(n) });
    const json = (n: number) => Readable.from([Buffer.from(JSON.stringify({ pad: 'x'.repeat(n - 12) }))]);
    // a stalled 150 KiB upload holds its room while it streams
    const stalled = new Readable({ read() {} });
    const first = parseBody(big(150 * 1024), stalled, shared);
    await new Promise((r) => setImmediate(r)); // it has taken its room and waits for bytes
    expect(await parseBody(big(100 * 1024), json(100 * 1024), shared)).toMatchObject({ kind: 'rejected', code: 100004, unread: true });
    // small bodies never wait
    expect(await parseBody(big(1024), json(1024), shared)).toMatchObject({ kind: 'json' });
    stalled.push(Buffer.from(JSON.stringify({ pad: 'y' })));
    stalled.push(null);
    expect(await first).toMatchObject({ kind: 'json' });
    expect(await parseBody(big(100 * 1024), json(100 * 1024), shared)).toMatchObject({ kind: 'json' });
  });
});
