import { Injectable } from '@nestjs/common';

import { CommandError, type PmtaLogfileProcessReply, type PmtaLogfileProcessRequest } from '@mail/contracts';
import { classifyStatus } from '@mail/mail';

import { TrackingRepository } from '../../engagement/tracking.repository';
import { BounceAddresses } from '../bounce-address';
import { BounceRecorder } from '../bounce-recorder';

type Entry = Record<string, unknown>;

const MAX_ENTRIES = 10_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** the entries of LogData (array or JSON text) or of a bare array body; undefined when there is none */
function entriesOf(input: PmtaLogfileProcessRequest): Entry[] | undefined {
  let data = input.logdata ?? input.body;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (data && typeof data === 'object' && !Array.isArray(data)) data = Object.values(data);
  if (!Array.isArray(data) || data.length === 0 || data.length > MAX_ENTRIES) return undefined;
  return data.map((e) => (e && typeof e === 'object' && !Array.isArray(e) ? Object.fromEntries(Object.entries(e).map(([k, v]) => [k.toLowerCase(), v])) : {}));
}

/**
 * POST /api/v1/process_pmta_log_file: each event goes the way a report at the bounce endpoint goes (BounceRecorder),
 * charged to the recipient its VERP return path names. A failing event is counted, never fails the batch.
 */
@Injectable()
export class PmtaLogfileProcessService {
  constructor(
    private readonly addresses: BounceAddresses,
    private readonly tracking: TrackingRepository,
    private readonly recorder: BounceRecorder,
  ) {}

  async run(input: PmtaLogfileProcessRequest, requestId: string): Promise<PmtaLogfileProcessReply> {
    const entries = entriesOf(input);
    if (!entries) throw new CommandError(2, 'Invalid or empty log data');
    let processed = 0;
    for (const entry of entries) if (await this.one(entry, requestId).catch(() => false)) processed += 1;
    return { Success: true, ProcessedCount: processed, ErrorCount: entries.length - processed };
  }

  private async one(e: Entry, requestId: string): Promise<boolean> {
    const type = text(e.type).toLowerCase();
    const kind = ['delivery', 'd', 'delivered'].includes(type)
      ? 'delivery'
      : ['bounce', 'b', 'rb', 'bounced'].includes(type)
        ? 'bounce'
        : ['complaint', 'f', 'feedback-loop', 'fbl'].includes(type)
          ? 'complaint'
          : undefined;
    if (!kind) return false;
    const returnPath = text(e.orig ?? e.mailfrom ?? e.returnpath ?? e.envelopefrom).replace(/^<|>$/g, '');
    const target = returnPath ? this.addresses.verify(returnPath) : undefined;
    const recipient = target ? await this.tracking.recipient(target) : undefined;
    if (!recipient) return false;
    const address = text(e.rcpt ?? e.recipient).toLowerCase();
    if (address && address !== recipient.emailAddress.toLowerCase()) return false;
    if (kind === 'delivery') return true;
    if (kind === 'complaint')
      return this.recorder.complaint(recipient, { source: 'feedback-loop', detail: text(e.dsndiag) || 'PowerMTA feedback loop' }, requestId);
    const given = text(e.bouncetype).toLowerCase();
    const bounceType = given === 'soft' ? 'Soft' : given === 'hard' ? 'Hard' : (classifyStatus(text(e.dsnstatus)) ?? 'Hard');
    await this.recorder.bounce(recipient, bounceType, [text(e.dsnstatus), text(e.dsndiag), text(e.bouncecat)].filter(Boolean).join(' '));
    return true;
  }
}
