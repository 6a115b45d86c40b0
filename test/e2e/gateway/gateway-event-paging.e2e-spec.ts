import { e2eEnv, unique, until } from '@mail/testing';

import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, v1Code } from './gateway-helpers';

/**
 * The event reads page by keyset (newest first by time and id): StartAfter (a previous page's NextStartAfter) and
 * the vendor's StartFrom offset walk the same order; TotalRecords comes from the counters or a capped count.
 */
describe('gateway event reads: keyset paging of GetEvents and GET /api/v1/events (issue 28)', () => {
  const { api } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  const d = { id: 0, name: '', key: '' };
  let othersEvent: number;
  const tag = unique('p');
  const recipients = Array.from({ length: 7 }, (_, i) => `r${i}@paging.example`);

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    const added = await addDomain(u);
    await markVerified(added.id);
    Object.assign(d, { id: added.id, name: added.name, key: await addKey(u, added.id) });
    const res = await api.v1(
      'POST',
      'email',
      { Subject: `Paging ${tag}`, From: { email: `orders@${d.name}` }, To: recipients.map((email) => ({ email })), PlainContent: 'hi' },
      { bearer: d.key },
    );
    if (!res.body.MessageID) throw new Error('the send was refused');
    await until(
      async () => (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 100 })).Events.length as number,
      (n) => n >= 7,
      'the seven deliveries recorded',
      60_000,
      200,
    );
    // another user's event, for the cursor's isolation
    const theirs = await addDomain(other);
    await markVerified(theirs.id);
    const theirKey = await addKey(other, theirs.id);
    await api.v1(
      'POST',
      'email',
      { Subject: 'Theirs', From: { email: `x@${theirs.name}` }, To: [{ email: 'o@paging.example' }], PlainContent: 'hi' },
      { bearer: theirKey },
    );
    othersEvent = (
      await until(
        async () => (await other.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 1 })).Events as { id: number }[],
        (events) => events.length > 0,
        'their delivery',
        60_000,
        200,
      )
    )[0].id;
  });

  it('StartAfter and StartFrom walk the same newest-first order; NextStartAfter ends on the last page', async () => {
    const all = await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 100 });
    expect(all).toMatchObject({ TotalRecords: 7, NextStartAfter: null });
    const ids = (all.Events as { id: number; timestamp: number }[]).map((e) => e.id);
    expect(ids).toHaveLength(7);
    const byCursor: number[] = [];
    const byOffset: number[] = [];
    let after: number | null = null;
    for (let page = 0; page < 3; page++) {
      const next = await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 3, ...(after ? { StartAfter: after } : {}) });
      expect(next.TotalRecords).toBe(7);
      byCursor.push(...next.Events.map((e: { id: number }) => e.id));
      after = next.NextStartAfter;
      expect(after).toBe(page < 2 ? byCursor[byCursor.length - 1] : null);
      byOffset.push(...(await u.ok('EmailGateway.GetEvents', { StartFrom: page * 3, RetrieveCount: 3 })).Events.map((e: { id: number }) => e.id));
    }
    expect(byCursor).toEqual(ids);
    expect(byOffset).toEqual(ids);
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 50, RetrieveCount: 3 })).Events).toEqual([]);
    // a text filter is counted (capped), not read from the counters
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 2, Query: `Paging ${tag}` })).TotalRecords).toBe(7);
    // another user's event is no cursor of the caller's: nothing follows it
    expect((await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 3, StartAfter: othersEvent })).Events).toEqual([]);
  });

  it('GET /api/v1/events pages by StartAfter the same way', async () => {
    const first = await api.v1('GET', 'events', { RetrieveCount: 4 }, { bearer: d.key });
    expect(first.body).toMatchObject({ TotalRecords: 7 });
    expect(first.body.Events).toHaveLength(4);
    expect(first.body.NextStartAfter).toBe(first.body.Events[3].EventID);
    const rest = await api.v1('GET', 'events', { RetrieveCount: 4, StartAfter: first.body.NextStartAfter }, { bearer: d.key });
    expect(rest.body.Events).toHaveLength(3);
    expect(rest.body.NextStartAfter).toBeNull();
    const offset = await api.v1('GET', 'events', { RetrieveCount: 4, StartFrom: 4 }, { bearer: d.key });
    expect(offset.body.Events.map((e: { EventID: number }) => e.EventID)).toEqual(rest.body.Events.map((e: { EventID: number }) => e.EventID));
    const now = Math.floor(Date.now() / 1000);
    // bounds that are no whole days are counted (capped)
    expect((await api.v1('GET', 'events', { StartDate: now - 3600, EndDate: now + 60 }, { bearer: d.key })).body.TotalRecords).toBe(7);
    expect(v1Code(await api.v1('GET', 'events', { StartAfter: 'x' }, { bearer: d.key }))).toBe(4);
  });

  describe.each(FORMATS)('%s', (format) => {
    it('a StartAfter that is no event id is code 4', async () => {
      expect(legacyCode(await u.legacy('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 3, StartAfter: 'abc' }, format))).toBe(4);
      expect(legacyCode(await u.legacy('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 3, StartAfter: 0 }, format))).toBe(4);
    });
  });
});

describe('EmailGateway.ExportEvents as an export job: the file, its progress by ExportID and the signed download (issue 28)', () => {
  const { api, baseUrl } = e2eEnv();
  let u: GatewayUser;
  let other: GatewayUser;
  const tag = unique('x');

  beforeAll(async () => {
    [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
    const added = await addDomain(u);
    await markVerified(added.id);
    const key = await addKey(u, added.id);
    const to = Array.from({ length: 5 }, (_, i) => ({ email: `e${i}@export.example` }));
    await api.v1('POST', 'email', { Subject: `Export ${tag}`, From: { email: `orders@${added.name}` }, To: to, PlainContent: 'hi' }, { bearer: key });
    await until(
      async () => (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 100 })).Events.length as number,
      (n) => n >= 5,
      'the five deliveries recorded',
      60_000,
      200,
    );
  });

  it('answers the file written by the job, then its progress and parts by ExportID; 3 for an export not the caller’s', async () => {
    const file = await u.legacy('EmailGateway.ExportEvents', {});
    expect([file.status, file.headers.get('content-type'), file.headers.get('x-octeth-export-total')]).toEqual([200, 'text/csv; charset=utf-8', '5']);
    const exportId = Number(file.headers.get('x-export-id'));
    expect(exportId).toBeGreaterThan(0);
    const lines = file.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((l) => l.includes(`Export ${tag}`))).toBe(true);

    const progress = await u.ok('EmailGateway.ExportEvents', { ExportID: exportId });
    expect(progress).toMatchObject({ ExportID: exportId, Status: 'Done', Rows: 5, TotalRows: 5, Progress: 100 });
    expect(progress.DownloadURLs).toHaveLength(1);
    const download = await fetch(`${baseUrl}${new URL(progress.DownloadURLs[0]).pathname}`);
    expect([download.status, download.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(
      (await download.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(lines);
    expect((await fetch(`${baseUrl}/gateway/exports/forged.token`)).status).toBe(404);

    for (const format of FORMATS) {
      expect(legacyCode(await other.legacy('EmailGateway.ExportEvents', { ExportID: exportId }, format))).toBe(3);
      expect(legacyCode(await u.legacy('EmailGateway.ExportEvents', { ExportID: 'abc' }, format))).toBe(3);
    }
  });
});
