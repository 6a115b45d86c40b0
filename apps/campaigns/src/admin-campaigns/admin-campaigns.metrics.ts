import type { AdminCampaignBatch, AdminSendingVelocity } from '@mail/contracts';

import type { AdminCampaignRow, RunCounts } from './admin-campaigns.repository';

/** the recent window the current sending rate is measured over */
export const VELOCITY_WINDOW_SECONDS = 60;

const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (from: Date | null, to: Date): number => (from ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : 0);
/** the vendor's date-time: `YYYY-MM-DD HH:MM:SS`, UTC */
export const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : null);

/** "01:37:51" (hours may exceed 24), "N/A" when unknown */
export function formatDuration(total: number | null): string {
  if (total === null || !Number.isFinite(total)) return 'N/A';
  const s = Math.max(0, Math.round(total));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** The rate of the last window when something went out in it, else the average since the send started. */
export function velocityOf(c: AdminCampaignRow, sentInWindow: number, remaining: number, now: Date): AdminSendingVelocity {
  const elapsed = seconds(c.send_started_at, now);
  const perSecond = sentInWindow > 0 ? sentInWindow / VELOCITY_WINDOW_SECONDS : elapsed > 0 && c.status === 'Sending' ? c.total_sent / elapsed : 0;
  const eta = perSecond > 0 ? Math.round(remaining / perSecond) : remaining === 0 ? 0 : null;
  return {
    EmailsSentInWindow: sentInWindow,
    WindowSeconds: VELOCITY_WINDOW_SECONDS,
    ElapsedSeconds: elapsed,
    EmailsPerSecond: round(perSecond),
    EmailsPerMinute: round(perSecond * 60),
    EmailsPerHour: round(perSecond * 3600),
    EmailsRemaining: remaining,
    EstimatedSecondsRemaining: eta ?? 0,
    EstimatedTimeRemaining: formatDuration(eta),
  };
}

/** a run's status as a vendor batch status */
export function runStatus(c: AdminCampaignRow, r: RunCounts): string {
  if (r.finished_at) return c.current_run === r.run && c.status === 'Failed' ? 'Failed' : 'Completed';
  if (c.current_run !== r.run) return 'Completed';
  if (c.status === 'Paused') return 'Paused';
  if (c.status === 'Failed' || c.status === 'Cancelled') return 'Failed';
  return r.sending > 0 || r.sent > 0 ? 'Working' : 'Pending';
}

/** the last sign of life of a run: its start, a claim, a hand-over */
export function lastActivity(r: RunCounts): Date {
  return [r.started_at, r.last_claim, r.last_sent].filter((d): d is Date => d !== null).reduce((a, b) => (a > b ? a : b));
}

/** A Sending campaign whose open run has work left and has shown no sign of life for the lease: its workers are gone. */
export function stuckReason(c: AdminCampaignRow, runs: RunCounts[], leaseSeconds: number): string | null {
  const r = runs.find((x) => x.run === c.current_run);
  if (c.status !== 'Sending' || !r || r.finished_at) return null;
  const workLeft = r.queued + r.sending > 0 || !r.snapshot_done;
  if (!workLeft) return null;
  const idle = seconds(lastActivity(r), r.now);
  return idle >= leaseSeconds
    ? `no delivery activity for ${idle} seconds with ${r.queued + r.sending} recipients left${r.snapshot_done ? '' : ' and the audience snapshot unfinished'}`
    : null;
}

export function batchOf(campaignId: number, c: AdminCampaignRow, r: RunCounts): AdminCampaignBatch {
  const end = r.finished_at ?? r.now;
  const duration = seconds(r.started_at, end);
  const processed = r.sent + r.failed;
  const ping = r.last_claim && r.last_sent ? (r.last_claim > r.last_sent ? r.last_claim : r.last_sent) : (r.last_claim ?? r.last_sent);
  return {
    ID: r.run,
    BatchID: `${campaignId}-${r.run}`,
    Status: runStatus(c, r),
    StatusMessage: r.finished_at && c.current_run === r.run && c.status === 'Failed' ? 'Failed' : null,
    CreatedAt: iso(r.started_at)!,
    UpdatedAt: iso(r.finished_at ?? ping ?? r.started_at)!,
    FinishedAt: iso(r.finished_at),
    ProcessID: 0,
    WorkerPID: 0,
    StartedAt: iso(r.started_at)!,
    LastPingedAt: iso(ping),
    AttemptCount: r.attempts,
    TotalProcessingTime: duration,
    ProcessedEmails: processed,
    EmailsPerSec: (duration > 0 ? processed / duration : 0).toFixed(2),
    CurrentProcessingDuration: r.finished_at ? 0 : duration,
    SecondsSinceLastPing: ping ? seconds(ping, r.now) : null,
    TotalRecipients: r.total,
    PendingRecipients: r.queued + r.sending,
    SentRecipients: r.sent,
    FailedRecipients: r.failed,
  };
}

/** paging as the vendor documents it: default 50, 0 for all records (at most 10,000 here), at most 500 a page */
export function paging(perRequest: unknown, from: unknown, def = 50): { limit: number; offset: number } {
  const given = perRequest !== undefined && perRequest !== null && String(perRequest).trim() !== '';
  const n = Number(perRequest);
  const o = Number(from);
  const limit = given && n === 0 ? 10_000 : Number.isInteger(n) && n > 0 ? Math.min(n, 500) : def;
  return { limit, offset: Number.isInteger(o) && o > 0 ? o : 0 };
}

export const isDesc = (orderType: unknown, def: 'ASC' | 'DESC'): boolean =>
  String(orderType ?? def)
    .trim()
    .toUpperCase() !== 'ASC';
export const isTrue = (v: unknown): boolean =>
  v === true ||
  ['true', '1', 'yes', 'on'].includes(
    String(v ?? '')
      .trim()
      .toLowerCase(),
  );
