/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import { randomBytes } from 'node:crypto';

import { busCarries, e2eEnv } from '@mail/testing';

import { campaignsUser, type CampaignsUser, codes, FORMATS, type Format, succeeded } from './campaigns-helpers';

/** A 1×1 PNG, a small PDF and a GIF: real files, so their signatures are what the upload checks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const MAX = Number(process.env.MEDIA_MAX_BYTES ?? 5 * 1024 * 1024);

/** XML renders a list as node_N keys and numbers as text: rows as plain objects either way. */
const rowsOf = (value: any): any[] => (Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []);

const upload = (bytes: Buffer, type: string, name: string, extra: Record<string, unknown> = {}) => ({
  MediaData: bytes.toString('base64'),
  MediaType: type,
  MediaSize: bytes.length,
  MediaName: name,
  ...extra,
});

describe.each(FORMATS)('media library (%s)', (format: Format) => {
  const { api, adminApiKey } = e2eEnv();
  let u: CampaignsUser;
  let other: CampaignsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([campaignsUser(), campaignsUser()]);
  });

  const call = (who: CampaignsUser, command: string, params: Record<string, unknown> = {}) => who.call(command, params, format);
  const ok = async (who: CampaignsUser, command: string, params: Record<string, unknown> = {}) => {
    const res = await call(who, command, params);
    expect([command, succeeded(res), codes(res)]).toEqual([command, true, [0]]);
    return res.body;
  };
  const put = async (who: CampaignsUser, bytes: Buffer, type: string, name: string, extra: Record<string, unknown> = {}) =>
    Number((await ok(who, 'media.upload', upload(bytes, type, name, extra))).MediaID);
  const browse = async (who: CampaignsUser, folderId?: number) => {
    const body = await ok(who, 'media.browse', folderId === undefined ? {} : { FolderID: folderId });
    return {
      folders: rowsOf(body.Folders).map((f) => ({ ID: Number(f.ID), Name: String(f.Name), ParentFolderID: Number(f.ParentFolderID) })),
      files: rowsOf(body.Files).map((f) => ({ ID: Number(f.ID), Name: String(f.Name), URL: String(f.URL) })),
    };
  };
  const fetchBytes = async (url: string) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('media.upload stores the file; media.retrieve answers it; its public URL serves the same bytes without credentials', async () => {
    const id = await put(u, PNG, 'image/png', `pixel ${format}.png`);
    expect(id).toBeGreaterThan(0);
    const info = await ok(u, 'media.retrieve', { MediaID: id });
    expect([info.Name, info.Type, Number(info.Size)]).toEqual([`pixel ${format}.png`, 'image/png', PNG.length]);
    expect(String(info.URL)).toMatch(new RegExp(`/media/${u.user.userId}/[A-Za-z0-9_-]{24}/pixel%20${format}\\.png$`));
    const served = await fetchBytes(String(info.URL));
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/png');
    expect(served.bytes.equals(PNG)).toBe(true);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // the root lists it with the same URL
    expect((await browse(u)).files).toContainEqual({ ID: id, Name: `pixel ${format}.png`, URL: String(info.URL) });
    // MediaType spellings and a data: URL are read as the same thing
    const pdf = await put(u, PDF, 'Application/PDF', 'terms.pdf');
    expect((await ok(u, 'media.retrieve', { MediaID: pdf })).Type).toBe('application/pdf');
    const gif = await ok(u, 'media.upload', { ...upload(GIF, 'image/gif', 'dot.gif'), MediaData: `data:image/gif;base64,${GIF.toString('base64')}` });
    const gifUrl = String((await ok(u, 'media.retrieve', { MediaID: gif.MediaID })).URL);
    expect((await fetchBytes(gifUrl)).bytes.equals(GIF)).toBe(true);
    // a multipart form and a JSON body carry MediaData the same way
    for (const encoding of ['multipart', 'json'] as const) {
      const res = await u.call('media.upload', upload(PDF, 'application/pdf', `${encoding}.pdf`), format, { encoding });
      expect([encoding, succeeded(res)]).toEqual([encoding, true]);
      const url = String((await ok(u, 'media.retrieve', { MediaID: res.body.MediaID })).URL);
      expect((await fetchBytes(url)).bytes.equals(PDF)).toBe(true);
    }
  });

  it('a larger binary file comes back byte for byte', async () => {
    const bytes = Buffer.concat([PNG.subarray(0, 8), randomBytes(300_000)]);
    const id = await put(u, bytes, 'image/png', 'noise.png');
    const served = await fetchBytes(String((await ok(u, 'media.retrieve', { MediaID: id })).URL));
    expect([served.status, served.bytes.length]).toEqual([200, bytes.length]);
    expect(served.bytes.equals(bytes)).toBe(true);
  });

  it('media.upload: 1, 2, 3, 5 missing parameters; 4 too large; 7 a type not allowed; 8 content that is not what it says', async () => {
    const good = upload(PNG, 'image/png', 'x.png');
    const without = (key: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    expect(codes(await call(u, 'media.upload', without('MediaData')))).toEqual([1]);
    expect(codes(await call(u, 'media.upload', without('MediaType')))).toEqual([2]);
    expect(codes(await call(u, 'media.upload', without('MediaSize')))).toEqual([3]);
    expect(codes(await call(u, 'media.upload', without('MediaName')))).toEqual([5]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaName: '   ' }))).toEqual([5]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaSize: MAX + 1 }))).toEqual([4]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaType: 'text/html' }))).toEqual([7]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaType: 'image/svg+xml' }))).toEqual([7]);
    expect(codes(await call(u, 'media.upload', upload(Buffer.from('<script>alert(1)</script>'), 'image/png', 'x.png')))).toEqual([8]);
    expect(codes(await call(u, 'media.upload', upload(GIF, 'image/png', 'x.png')))).toEqual([8]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaData: 'not base64 at all!' }))).toEqual([8]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaSize: PNG.length + 1 }))).toEqual([8]);
    expect(codes(await call(u, 'media.upload', { ...good, MediaSize: 'many' }))).toEqual([8]);
  });

  it('media.upload: 4 for content over MEDIA_MAX_BYTES even when MediaSize says less', async () => {
    const big = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(MAX - 7)]);
    const params = upload(big, 'image/png', 'big.png', { MediaSize: 10 });
    const res = await call(u, 'media.upload', params);
    // over NATS the request itself is larger than the bus carries: the edge refuses it first (docs/operations.md)
    expect([succeeded(res), codes(res)]).toEqual([false, busCarries(params) ? [4] : [100001]]);
  });

  it('hostile names: path separators, dot names and control characters answer 6; markup is only a label, escaped in the URL', async () => {
    for (const name of ['../../etc/passwd', '..', '.', 'a/b.png', 'a\\b.png', 'bell\u0007.png', 'line\nbreak.png', 'del\u007f.png', 'x'.repeat(256)]) {
      expect([name, codes(await call(u, 'media.upload', upload(PNG, 'image/png', name)))]).toEqual([name, [6]]);
    }
    // the edge drops NUL from every parameter (PostgreSQL text cannot hold it): what is stored has none
    const nul = await put(u, PNG, 'image/png', 'nul\u0000.png');
    expect((await ok(u, 'media.retrieve', { MediaID: nul })).Name).toBe('nul.png');
    const label = `<img src=x onerror=alert(1)>&"'${format}.png`;
    const id = await put(u, PNG, 'image/png', label);
    const info = await ok(u, 'media.retrieve', { MediaID: id });
    expect(info.Name).toBe(label);
    expect(String(info.URL)).toContain(`/${encodeURIComponent(label)}`);
    expect((await fetchBytes(String(info.URL))).bytes.equals(PNG)).toBe(true);
  });

  it('the public path serves nothing but a recorded file: made-up, traversing or malformed addresses answer 404', async () => {
    const { baseUrl } = e2eEnv();
    const info = await ok(u, 'media.retrieve', { MediaID: await put(u, PNG, 'image/png', 'p.png') });
    const [, user, token] = /\/media\/(\d+)\/([^/]+)\//.exec(String(info.URL))!;
    for (const path of [
      `/media/${user}/${'A'.repeat(24)}/p.png`,
      `/media/${Number(user) + 1}/${token}/p.png`,
      `/media/${user}/..%2F..%2F..%2Fetc%2Fpasswd/p.png`,
      `/media/..%2F..%2Fetc/${token}/passwd`,
      `/media/${user}/${token}%00/p.png`,
    ]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
    }
    // the name part is cosmetic: the token finds the file
    expect((await fetchBytes(String(info.URL).replace(/\/[^/]+$/, '/other-name.png'))).status).toBe(200);
  });

  it('folders: media.foldercreate nests them, media.browse opens each level, media.upload files into one', async () => {
    const a = Number((await ok(u, 'media.foldercreate', { FolderName: `Summer ${format}`, ParentFolderID: 0 })).FolderID);
    const b = Number((await ok(u, 'media.foldercreate', { FolderName: 'banners', ParentFolderID: a })).FolderID);
    const file = await put(u, PNG, 'image/png', 'hero.png', { FolderID: b });
    expect((await browse(u)).folders).toContainEqual({ ID: a, Name: `Summer ${format}`, ParentFolderID: 0 });
    expect(await browse(u, a)).toEqual({ folders: [{ ID: b, Name: 'banners', ParentFolderID: a }], files: [] });
    const inB = await browse(u, b);
    expect(inB.folders).toEqual([]);
    expect(inB.files.map((f) => [f.ID, f.Name])).toEqual([[file, 'hero.png']]);
    // the root does not list a file of a sub-folder
    expect((await browse(u)).files.map((f) => f.ID)).not.toContain(file);
    // FolderID 0 is the root, as is no FolderID
    expect((await browse(u, 0)).folders.map((f) => f.ID)).toContain(a);
  });

  it('media.foldercreate: 1 name missing, 2 parent missing, 3 parent not the caller’s, 4 a name that looks like a path; media.browse 1', async () => {
    const theirs = Number((await ok(other, 'media.foldercreate', { FolderName: 'private', ParentFolderID: 0 })).FolderID);
    expect(codes(await call(u, 'media.foldercreate', { ParentFolderID: 0 }))).toEqual([1]);
    expect(codes(await call(u, 'media.foldercreate', { FolderName: 'x' }))).toEqual([2]);
    expect(codes(await call(u, 'media.foldercreate', { FolderName: 'x', ParentFolderID: 987654321 }))).toEqual([3]);
    expect(codes(await call(u, 'media.foldercreate', { FolderName: 'x', ParentFolderID: theirs }))).toEqual([3]);
    expect(codes(await call(u, 'media.foldercreate', { FolderName: 'x', ParentFolderID: 'abc' }))).toEqual([3]);
    for (const name of ['..', '../up', 'a/b', 'tab\there']) {
      expect([name, codes(await call(u, 'media.foldercreate', { FolderName: name, ParentFolderID: 0 }))]).toEqual([name, [4]]);
    }
    expect(codes(await call(u, 'media.browse', { FolderID: theirs }))).toEqual([1]);
    expect(codes(await call(u, 'media.browse', { FolderID: 987654321 }))).toEqual([1]);
    expect(codes(await call(u, 'media.browse', { FolderID: 'x' }))).toEqual([1]);
    expect(codes(await call(u, 'media.upload', upload(PNG, 'image/png', 'x.png', { FolderID: theirs })))).toEqual([9]);
    // the other user's folder is untouched and still theirs
    expect((await browse(other)).folders.map((f) => f.ID)).toContain(theirs);
  });

  it('media.delete: the file is gone, its public URL answers 404; 1 missing id, 2 unknown or another user’s file', async () => {
    const id = await put(u, PNG, 'image/png', 'gone.png');
    const url = String((await ok(u, 'media.retrieve', { MediaID: id })).URL);
    const theirs = await put(other, PNG, 'image/png', 'theirs.png');
    expect(codes(await call(u, 'media.delete', {}))).toEqual([1]);
    expect(codes(await call(u, 'media.delete', { MediaID: theirs }))).toEqual([2]);
    expect(codes(await call(u, 'media.retrieve', { MediaID: theirs }))).toEqual([2]);
    await ok(u, 'media.delete', { MediaID: id });
    expect((await fetchBytes(url)).status).toBe(404);
    expect(codes(await call(u, 'media.retrieve', { MediaID: id }))).toEqual([2]);
    expect(codes(await call(u, 'media.delete', { MediaID: id }))).toEqual([2]);
    expect(codes(await call(u, 'media.retrieve', {}))).toEqual([1]);
    expect(codes(await call(u, 'media.retrieve', { MediaID: 'abc' }))).toEqual([2]);
    expect((await browse(u)).files.map((f) => f.ID)).not.toContain(id);
    // the other user's file is still served
    expect((await fetchBytes(String((await ok(other, 'media.retrieve', { MediaID: theirs })).URL))).status).toBe(200);
  });

  it('media.delete with an administrator key deletes any user’s file', async () => {
    const id = await put(other, PDF, 'application/pdf', 'admin-removes.pdf');
    const url = String((await ok(other, 'media.retrieve', { MediaID: id })).URL);
    const res = await api.legacy('media.delete', { AdminAPIKey: adminApiKey, MediaID: id }, { format });
    expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
    expect((await fetchBytes(url)).status).toBe(404);
    expect(codes(await api.legacy('media.delete', { AdminAPIKey: adminApiKey, MediaID: id }, { format }))).toEqual([2]);
  });

  it('media.folderdelete removes the folder with its sub-folders and files; 1 missing id, 2 unknown or another user’s folder', async () => {
    const top = Number((await ok(u, 'media.foldercreate', { FolderName: 'to delete', ParentFolderID: 0 })).FolderID);
    const sub = Number((await ok(u, 'media.foldercreate', { FolderName: 'inner', ParentFolderID: top })).FolderID);
    const files = [await put(u, PNG, 'image/png', 'a.png', { FolderID: top }), await put(u, GIF, 'image/gif', 'b.gif', { FolderID: sub })];
    const urls = await Promise.all(files.map(async (id) => String((await ok(u, 'media.retrieve', { MediaID: id })).URL)));
    const kept = await put(u, PNG, 'image/png', 'kept.png');
    const theirs = Number((await ok(other, 'media.foldercreate', { FolderName: 'theirs', ParentFolderID: 0 })).FolderID);

    expect(codes(await call(u, 'media.folderdelete', {}))).toEqual([1]);
    expect(codes(await call(u, 'media.folderdelete', { FolderID: theirs }))).toEqual([2]);
    expect(codes(await call(u, 'media.folderdelete', { FolderID: 987654321 }))).toEqual([2]);
    await ok(u, 'media.folderdelete', { FolderID: top });

    expect((await browse(u)).folders.map((f) => f.ID)).not.toContain(top);
    expect(codes(await call(u, 'media.browse', { FolderID: sub }))).toEqual([1]);
    for (const id of files) expect(codes(await call(u, 'media.retrieve', { MediaID: id }))).toEqual([2]);
    for (const url of urls) expect((await fetchBytes(url)).status).toBe(404);
    expect(codes(await call(u, 'media.folderdelete', { FolderID: top }))).toEqual([2]);
    // what was outside the folder, and the other user's folder, stay
    expect(succeeded(await call(u, 'media.retrieve', { MediaID: kept }))).toBe(true);
    expect((await browse(other)).folders.map((f) => f.ID)).toContain(theirs);
  });

  it('every media command needs a user key', async () => {
    for (const command of ['media.browse', 'media.upload', 'media.retrieve', 'media.foldercreate', 'media.folderdelete', 'media.delete']) {
      const res = await api.legacy(command, { APIKey: 'not-a-key', MediaID: 1, FolderID: 1 }, { format });
      expect([command, succeeded(res)]).toEqual([command, false]);
      expect([command, codes(res)]).toEqual([command, [99998]]);
    }
  });
});
