import type { Logger } from '@nestjs/common';

import { CommandError, type SmssuppressionDeleteReply, type SmssuppressionDeleteRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { positiveId } from './suppression-params';
import type { SmsSuppressionRepository } from './sms-suppression.repository';

/**
 * smssuppression.delete and smssuppression.patterns.delete (the same rules): only the caller's own non-system
 * entries. One id: 2 not a positive integer, 3 not the caller's (or system, or gone), 4 the removal failed.
 * SuppressionIDs (it wins when both are sent): a non-empty JSON array (else 5), each id removed or reported in
 * FailedSuppressionIDs (ids not the caller's, and values that are no id).
 */
export async function deleteEntries(
  repository: SmsSuppressionRepository,
  log: Logger,
  userId: number,
  p: Pick<SmssuppressionDeleteRequest, 'suppressionid' | 'suppressionids'>,
): Promise<SmssuppressionDeleteReply> {
  const single = paramText(p.suppressionid);
  const batch = paramText(p.suppressionids);
  if (!single && !batch) throw new CommandError(1, 'Missing SuppressionID or SuppressionIDs');
  if (batch) {
    let ids: unknown;
    try {
      ids = JSON.parse(batch);
    } catch {
      ids = undefined;
    }
    if (!Array.isArray(ids) || !ids.length) throw new CommandError(5, 'SuppressionIDs must be a non-empty JSON array');
    const wanted = ids.map((v: unknown) => ({ given: v, id: typeof v === 'number' || typeof v === 'string' ? positiveId(v) : undefined }));
    const deleted = await repository.deleteOwn(userId, [...new Set(wanted.flatMap((w) => (w.id ? [w.id] : [])))]);
    const failed = wanted.filter((w) => !w.id || !deleted.has(w.id)).map((w) => w.id ?? (typeof w.given === 'number' ? w.given : String(w.given)));
    return { Success: true, ErrorCode: 0, TotalDeleted: deleted.size, TotalFailed: failed.length, FailedSuppressionIDs: failed };
  }
  const id = positiveId(single);
  if (!id) throw new CommandError(2, 'SuppressionID must be a positive integer');
  let deleted: Set<number>;
  try {
    deleted = await repository.deleteOwn(userId, [id]);
  } catch (error) {
    log.error(`removing suppression ${id} failed: ${String(error)}`);
    throw new CommandError(4, 'Removal failed');
  }
  if (!deleted.has(id)) throw new CommandError(3, 'Suppression not found');
  return { Success: true, ErrorCode: 0 };
}
