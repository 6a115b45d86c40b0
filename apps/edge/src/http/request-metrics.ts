import { childrenBy, edgeRequests, edgeRequestSeconds } from '@mail/ops';

import type { Outcome } from '../render/render';

type Inc = { inc(): void };

const OUTCOME_INDEX = { ok: 0, 'ok-json': 0, raw: 0, failure: 1, hard: 2 } as const;
const OUTCOME_LABEL = ['ok', 'failure', 'hard'] as const;

function codeOf(outcome: Outcome): number {
  if (outcome.type === 'hard') return outcome.code;
  if (outcome.type === 'failure') return Number(outcome.failure.errors[0]?.code) || 0;
  return 0;
}

/**
 * mail_edge_requests_total and mail_edge_request_duration_seconds, for API commands and public paths. A request costs a map lookup, one increment and
 * one observation: the labelled children are kept per command and per (outcome, code, status), keyed by a number.
 */
export class EdgeRequestMetrics {
  private readonly byCommand = childrenBy((command: string) => ({
    seconds: edgeRequestSeconds.labels(command),
    outcomes: new Map<number, Inc>(),
  }));

  /** An API request (`startedMs` from performance.now()). */
  record(command: string | undefined, outcome: Outcome, status: number, startedMs: number): void {
    this.count(command ?? 'unknown', OUTCOME_INDEX[outcome.type], codeOf(outcome), status, startedMs);
  }

  /** A public path (tracking link, provider webhook): `public:<path>`, ok below HTTP 400, failure from it, code 0. */
  recordPublic(label: string, status: number, startedMs: number): void {
    this.count(label, status < 400 ? 0 : 1, 0, status, startedMs);
  }

  private count(name: string, index: number, code: number, status: number, startedMs: number): void {
    const entry = this.byCommand(name);
    entry.seconds.observe((performance.now() - startedMs) / 1000);
    const key = (index * 1000 + status) * 1e9 + code;
    let counter = entry.outcomes.get(key);
    if (!counter) {
      counter = edgeRequests.labels(name, OUTCOME_LABEL[index], String(code), String(status));
      entry.outcomes.set(key, counter);
    }
    counter.inc();
  }
}
