import { Injectable, Logger } from '@nestjs/common';

import { CommandError, type SmssuppressionAddReply, type SmssuppressionAddRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { suppressionNumber } from '../suppression-number';
import { SuppressionLookups } from '../suppression-lookups';
import { reasonOf, sourceOf } from '../suppression-params';
import { addTarget, MAX_NOTES } from '../suppression-target';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/** the most numbers one PhoneNumbers batch takes */
export const MAX_BATCH = 10_000;

/** PhoneNumbers: a JSON array (of strings or numbers), else one number per line; empty entries dropped */
export function batchOf(text: string): string[] {
  let items: unknown[] | undefined;
  if (text.trimStart().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      items = undefined;
    }
  }
  return (items ?? text.split(/\r?\n|\\n/)).map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '')).filter((v) => v !== '');
}

/**
 * smssuppression.add: one number (SuppressionID, 8 when it is not a number or pattern) or a batch (PhoneNumbers
 * wins when both are sent: the bad ones in FailedPhoneNumbers, the good ones added). Checks in the vendor's order.
 */
@Injectable()
export class SmssuppressionAddService {
  private readonly log = new Logger('smssuppression.add');

  constructor(
    private readonly repository: SmsSuppressionRepository,
    private readonly lookups: SuppressionLookups,
  ) {}

  async run(caller: Caller, p: SmssuppressionAddRequest): Promise<SmssuppressionAddReply> {
    const single = paramText(p.phonenumber);
    const batchText = paramText(p.phonenumbers);
    if (!single && !batchText) throw new CommandError(1, 'Missing PhoneNumber or PhoneNumbers');
    const target = await addTarget(caller, p, { level: 2, userMissing: 3, userUnknown: 10, listMissing: 4, listNotOwned: 5 }, this.lookups);
    const reason = reasonOf(p.reason, 6) ?? 'manual';
    const source = sourceOf(p.source, 7) ?? 'api';
    const notes = paramText(p.notes).slice(0, MAX_NOTES);
    const add = (raw: string, number: { number: string; like: string | null }) =>
      this.repository.upsert({ ...target, phoneNumber: raw.trim(), number: number.number, like: number.like, reason, source, notes });

    if (!batchText) {
      const number = suppressionNumber(single);
      if (!number.ok) throw new CommandError(8, `Could not add ${single}: ${number.reason}`);
      try {
        return { Success: true, ErrorCode: 0, SuppressionID: await add(single, { number: number.number, like: number.isPattern ? number.like : null }) };
      } catch (error) {
        this.log.error(`adding ${single} failed: ${String(error)}`);
        throw new CommandError(8, 'Adding the number failed');
      }
    }
    const values = batchOf(batchText);
    if (!values.length) throw new CommandError(9, 'PhoneNumbers contained no number');
    const failed: string[] = [];
    let added = 0;
    for (const [i, raw] of values.entries()) {
      const number = i < MAX_BATCH ? suppressionNumber(raw) : { ok: false as const, reason: `more than ${MAX_BATCH} numbers` };
      if (!number.ok) {
        failed.push(raw);
        continue;
      }
      await add(raw, { number: number.number, like: number.isPattern ? number.like : null });
      added++;
    }
    return { Success: true, ErrorCode: 0, TotalAdded: added, TotalFailed: failed.length, FailedPhoneNumbers: failed };
  }
}
