import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { LocalDiskStorage } from '../src/media-library/storage/local-disk.storage';
import type { MediaStorage } from '../src/media-library/storage/media-storage';
import { S3Storage } from '../src/media-library/storage/s3.storage';
import { sha256Hex, signRequest } from '../src/media-library/storage/sigv4';

const KEY = '7/abcdefghijklmnopqrstuvwx';
const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);

describe(LocalDiskStorage.name, () => {
  let dir: string;
  beforeAll(async () => void (dir = await mkdtemp(join(tmpdir(), 'media-'))));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('puts, gets and deletes by key under its root; a missing object is undefined, deleting it twice no error', async () => {
    const storage: MediaStorage = new LocalDiskStorage(dir);
    await storage.put(KEY, BYTES, 'image/png');
    expect(await storage.get(KEY)).toEqual(BYTES);
    expect(await readdir(join(dir, '7'))).toEqual(['abcdefghijklmnopqrstuvwx']);
    await storage.delete(KEY);
    await storage.delete(KEY);
    expect(await storage.get(KEY)).toBeUndefined();
  });

  it('refuses any key that is not one the service makes', async () => {
    const storage: MediaStorage = new LocalDiskStorage(dir);
    for (const key of ['../../etc/passwd', '7/../../x'.padEnd(30, 'a'), '/etc/passwd', '7/short', '7/abcdefghijklmnop/qrstuvwx']) {
      await expect(storage.put(key, BYTES, 'image/png')).rejects.toThrow('not a media storage key');
      await expect(storage.get(key)).rejects.toThrow('not a media storage key');
    }
  });
});

/** An S3 stand-in: checks each request's Signature V4 with the same secret, keeps objects in memory. */
function fakeS3(secret: string): Promise<{ server: Server; endpoint: string; objects: Map<string, { body: Buffer; type: string }>; seen: string[] }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
      const stamp = String(req.headers['x-amz-date']);
      const now = new Date(
        `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
      );
      const headers = Object.fromEntries(
        signed.filter((h) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(h)).map((h) => [h, String(req.headers[h])]),
      );
      const expected = signRequest(
        { method: req.method!, url: new URL(`http://${req.headers.host}${req.url}`), headers, payloadHash: sha256Hex(body), now },
        { accessKeyId: 'AKID', secretAccessKey: secret, region: 'eu-test-1' },
      ).authorization;
      seen.push(`${req.method} ${req.url}`);
      if (auth !== expected || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const path = req.url!;
      if (req.method === 'PUT') objects.set(path, { body, type: String(req.headers['content-type']) });
      if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': object.type }).end(object.body);
        return;
      }
      if (req.method === 'DELETE') objects.delete(path);
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, seen })),
  );
}

describe(S3Storage.name, () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => void (s3 = await fakeS3('s3cr3t')));
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  const storage = (secret = 's3cr3t', pathStyle = true, endpoint = s3.endpoint) =>
    new S3Storage({ bucket: 'media-bucket', endpoint, region: 'eu-test-1', accessKeyId: 'AKID', secretAccessKey: secret, pathStyle });

  it('PUTs, GETs and DELETEs the object at <endpoint>/<bucket>/media/<key>, signed', async () => {
    await storage().put(KEY, BYTES, 'image/png');
    expect(s3.objects.get(`/media-bucket/media/${KEY}`)).toEqual({ body: BYTES, type: 'image/png' });
    expect(await storage().get(KEY)).toEqual(BYTES);
    await storage().delete(KEY);
    expect(s3.objects.size).toBe(0);
    expect(await storage().get(KEY)).toBeUndefined();
    await storage().delete(KEY);
    expect(s3.seen.slice(-5)).toEqual([
      `PUT /media-bucket/media/${KEY}`,
      `GET /media-bucket/media/${KEY}`,
      `DELETE /media-bucket/media/${KEY}`,
      `GET /media-bucket/media/${KEY}`,
      `DELETE /media-bucket/media/${KEY}`,
    ]);
  });

  it('fails with the S3 error code when the store refuses (a wrong secret here)', async () => {
    await expect(storage('wrong').put(KEY, BYTES, 'image/png')).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(storage('wrong').get(KEY)).rejects.toThrow(/403/);
  });

  it('addresses the bucket as a host name when path style is off', () => {
    expect(storage('s3cr3t', false, 'https://s3.eu-test-1.example.com').urlOf(KEY).href).toBe(`https://media-bucket.s3.eu-test-1.example.com/media/${KEY}`);
    expect(() => storage().urlOf('../x')).toThrow('not a media storage key');
  });
});
