import { CommandError, isPositiveId, listOf } from '@mail/contracts';
import { isEmail } from '@mail/values';

/** A report mails each address separately: a cap keeps one report from becoming a bulk send. */
export const MAX_REPORT_RECIPIENTS = 50;

/**
 * RecipientEmails as stored: the distinct addresses, trimmed, joined by commas. `code` (4 on create, 6 on update)
 * when an entry is not an address, none is given, or there are more than MAX_REPORT_RECIPIENTS.
 */
export function recipientEmails(value: unknown, code: number): string {
  const addresses = [...new Set(listOf(value))];
  const bad = addresses.find((a) => !isEmail(a));
  if (bad !== undefined) throw new CommandError(code, `Invalid email address: ${bad}`);
  if (!addresses.length) throw new CommandError(code, 'Invalid email address: none given');
  if (addresses.length > MAX_REPORT_RECIPIENTS) throw new CommandError(code, `Invalid email address list: at most ${MAX_REPORT_RECIPIENTS} addresses`);
  return addresses.join(',');
}

/** FilterTags as distinct ids; null when an entry is not an id (the caller answers its invalid-tag code). */
export function tagIds(value: unknown): number[] | null {
  const entries = listOf(value);
  if (!entries.every(isPositiveId)) return null;
  return [...new Set(entries.map(Number))];
}

/** ReportID, which the DTO already checked (a positive integer, maybe as text). */
export function reportIdOf(reportid: unknown): number {
  return Number(String(reportid).trim());
}
