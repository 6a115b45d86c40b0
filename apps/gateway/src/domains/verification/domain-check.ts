import type { CheckStatus } from '../sender-domain.row';

/** What DNS says about one record: published as expected, published otherwise, or not published at all. */
export type Finding = 'match' | 'mismatch' | 'missing';

/** After this long without the records, a domain is Failed rather than Pending (it is still re-checked). */
const GRACE_MS = 72 * 3_600_000;

const joined = (records: string[][]): string[] => records.map((chunks) => chunks.join('').trim());

/** The domain's SPF record includes ours (a single `v=spf1` record is allowed; two are an SPF permerror). */
export function spfFinding(txt: string[][], include: string): Finding {
  const spf = joined(txt).filter((r) => /^v=spf1(\s|$)/i.test(r));
  if (spf.length === 0) return 'missing';
  if (spf.length > 1) return 'mismatch';
  return spf[0].toLowerCase().split(/\s+/).includes(`include:${include.toLowerCase()}`) ? 'match' : 'mismatch';
}

/** The selector's DKIM record carries our public key. */
export function dkimFinding(txt: string[][], publicKey: string): Finding {
  const keys = joined(txt)
    .map((r) => /(?:^|;)\s*p=([^;]*)/i.exec(r)?.[1]?.replace(/\s+/g, ''))
    .filter((p): p is string => p !== undefined);
  if (keys.length === 0) return 'missing';
  return keys.includes(publicKey) ? 'match' : 'mismatch';
}

export function statusOf(finding: Finding, createdAt: Date, now: Date): CheckStatus {
  if (finding === 'match') return 'Verified';
  if (finding === 'mismatch') return 'Failed';
  return now.getTime() - createdAt.getTime() > GRACE_MS ? 'Failed' : 'Pending';
}

/** A domain is verified when both its DKIM and SPF records are. */
export function verificationOf(dkim: CheckStatus, spf: CheckStatus): CheckStatus {
  if (dkim === 'Verified' && spf === 'Verified') return 'Verified';
  return dkim === 'Failed' || spf === 'Failed' ? 'Failed' : 'Pending';
}
