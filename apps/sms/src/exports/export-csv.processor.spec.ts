import type { EventFilter, EventRow, ReportRepository } from '../reads/report.repository';
import { ExportCsvProcessor } from './export-csv.processor';
import type { ExportRepository, ExportRow } from './export.repository';

/** 5,000 events with long URLs (about 1.3 MB of CSV) through fakes of both repositories. */
describe('ExportCsvProcessor', () => {
  const events: EventRow[] = Array.from({ length: 5000 }, (_, i) => ({
    eventTime: `2030-01-01 00:00:${String(Math.floor(i / 100)).padStart(2, '0')}.${String(i % 100).padStart(3, '0')}`,
    eventId: `e${String(i).padStart(5, '0')}`,
    event: 'clicked',
    source: 'link',
    subscriberId: String(i),
    url: `https://example.com/${'x'.repeat(200)}?a="b",c`,
    isBot: false,
    messageId: String(i),
    deviceType: 'mobile',
    browser: 'Safari',
    os: 'iOS',
  }));
  const parts: string[] = [];
  const progress: number[] = [];
  const job: ExportRow = {
    id: 1,
    userId: 1,
    campaignId: 9,
    kind: 'events',
    filters: {},
    status: 'Queued',
    rows: 0,
    totalRows: null,
    parts: 0,
    expiresAt: null,
  };
  const exports = {
    byId: async () => job,
    start: async () => undefined,
    addPart: async (_id: number, part: number, body: string) => void (parts[part - 1] = body),
    progress: async (_id: number, rows: number) => void progress.push(rows),
    finish: async () => undefined,
    fail: async () => undefined,
  } as unknown as ExportRepository;
  const reports = {
    countEvents: async () => events.length,
    events: async (f: EventFilter) => {
      const from = f.after ? events.findIndex((e) => e.eventId === f.after!.id) + 1 : 0;
      return events.slice(from, from + f.limit + 1);
    },
  } as unknown as ReportRepository;

  it('writes every row once, in order, in parts of at most 256 KiB that concatenate to the CSV', async () => {
    expect(await new ExportCsvProcessor(exports, reports).run({ exportId: 1 })).toEqual({ rows: 5000 });
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(256 * 1024);
    const lines = parts.join('').split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('EventTime,EventID,Event,Source,QueueID,SubscriberID,URL,IsBot,DeviceType,Browser,OS');
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(events.map((e) => e.eventId));
    expect(lines[1]).toContain('"https://example.com/');
    expect(progress).toEqual([1000, 2000, 3000, 4000, 5000]);
  });
});
