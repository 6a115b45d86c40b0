/** tries of a message before it fails for good (the first and 8 retries, about 2 hours in all) */
export const MAX_ATTEMPTS = 9;
const RETRY_BASE_SECONDS = 30;

/**
 * `unknown`: the content was written but the server's answer never came (the connection lost or silent after DATA):
 * the server may have taken it, so it is never sent again (status Unknown).
 * `lease-passed`: not started, the claim's lease being nearly over; the message is released for the next claim.
 * `copiesSent`: of a tracked message (one copy per recipient, in order), the copies the server accepted by then.
 */
export type DeliveryOutcome = (
  | { kind: 'sent' }
  | { kind: 'failed'; error: string }
  | { kind: 'unknown'; error: string }
  | { kind: 'retry'; error: string; delaySeconds: number }
  | { kind: 'lease-passed' }
) & { copiesSent?: number };

/**
 * What a failed try leads to: a refusal for good (5xx) or the last try fails the message; the connection lost or
 * silent after the content was written (libs/mail SmtpError: ESOCKET or ETIMEDOUT at DATA, no reply) leaves it
 * unknown; anything else (unreachable, 4xx) is tried again after 30 s, 60 s, 120 s … (`attempt`: the tries made,
 * this one included).
 */
export function afterFailure(error: unknown, attempt: number): DeliveryOutcome {
  const message = String((error as Error | undefined)?.message ?? error).slice(0, 500);
  const e = (error ?? {}) as { responseCode?: number; code?: string; command?: string };
  if (e.responseCode === undefined && e.command === 'DATA' && (e.code === 'ESOCKET' || e.code === 'ETIMEDOUT')) return { kind: 'unknown', error: message };
  const permanent = Number(e.responseCode) >= 500;
  if (permanent || attempt >= MAX_ATTEMPTS) return { kind: 'failed', error: message };
  return { kind: 'retry', error: message, delaySeconds: RETRY_BASE_SECONDS * 2 ** (attempt - 1) };
}
