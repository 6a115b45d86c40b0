import type { SendOutcome } from './recipient.repository';

/** A recipient refused for now (4xx, or the server unreachable) is queued again at most this many times in all. */
export const MAX_ATTEMPTS = 5;

interface SmtpError {
  responseCode?: number;
  code?: string;
  command?: string;
  message?: string;
}

// failures before the message's DATA began: nothing was handed over, so sending again is safe
const NOT_STARTED = new Set(['ECONNECTION', 'EDNS', 'ETLS', 'EAUTH', 'ENOAUTH']);

/**
 * What a send error means for the recipient: a 5xx refusal is final (failed); a 4xx refusal or a server that
 * could not be reached is retried later (queued) until MAX_ATTEMPTS; anything else — a connection lost or a
 * timeout while the message was being transferred — leaves the SMTP outcome unknown, and it is never resent.
 */
export function outcomeOfError(id: number, attempts: number, error: unknown): SendOutcome {
  const e = (error ?? {}) as SmtpError;
  const detail = `${e.responseCode ? `${e.responseCode} ` : ''}${e.message ?? String(error)}`.slice(0, 500);
  if (e.responseCode !== undefined && e.responseCode >= 500) return { id, state: 'failed', error: detail };
  if (e.code === 'EENVELOPE' && e.responseCode === undefined) return { id, state: 'failed', error: detail };
  const retryable = (e.responseCode !== undefined && e.responseCode >= 400) || (e.code !== undefined && NOT_STARTED.has(e.code)) || e.command === 'CONN';
  if (retryable) return { id, state: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', error: detail };
  return { id, state: 'unknown', error: detail };
}
