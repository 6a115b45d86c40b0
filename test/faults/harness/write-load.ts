import type { ApiClient, ApiResponse } from '@mail/testing';

import { waitFor } from './os-process';

export type CallOutcome = 'success' | 'failure' | 'hard failure' | 'no answer';

export interface Call {
  /** the unique name the write carries (list name, username, email address) */
  key: string;
  kind: string;
  startedAt: number;
  endedAt: number;
  outcome: CallOutcome;
  status?: number;
  code?: unknown;
  /** id the service answered on success */
  id?: number;
}

export interface Write {
  kind: string;
  /** sends one write carrying `key`; returns the id on success */
  send(api: ApiClient, key: string): Promise<ApiResponse>;
  id(res: ApiResponse): number | undefined;
}

/** Writes in a loop on `workers` concurrent loops per kind until stopped; every call is recorded. */
export class WriteLoad {
  readonly calls: Call[] = [];
  private running = false;
  private loops: Promise<void>[] = [];
  private next = 0;

  constructor(
    private readonly api: ApiClient,
    private readonly writes: Write[],
    private readonly prefix: string,
    private readonly workers = 3,
  ) {}

  start(): void {
    this.running = true;
    for (const write of this.writes) for (let w = 0; w < this.workers; w += 1) this.loops.push(this.loop(write));
  }

  /**
   * Resolves once `count` calls that `which` accepts have ended: the load has really run into the state the test
   * needs (succeeding, meeting an outage, succeeding again), instead of a fixed time. Throws after `timeoutMs`.
   */
  async reached(count: number, what: string, which: (call: Call) => boolean, timeoutMs = 30_000): Promise<void> {
    if ((await waitFor(() => this.calls.filter(which).length >= count, timeoutMs, 20)) === undefined)
      throw new Error(`the write load saw fewer than ${count} calls ${what} within ${timeoutMs} ms`);
  }

  async stop(): Promise<Call[]> {
    this.running = false;
    await Promise.all(this.loops);
    return this.calls;
  }

  private async loop(write: Write): Promise<void> {
    while (this.running) {
      const key = `${this.prefix}${write.kind}${(this.next += 1)}`;
      const startedAt = Date.now();
      const call: Call = { key, kind: write.kind, startedAt, endedAt: 0, outcome: 'no answer' };
      try {
        const res = await write.send(this.api, key);
        call.status = res.status;
        call.code = res.body?.ErrorCode ?? res.body?.Errors?.[0]?.Code;
        call.id = write.id(res);
        call.outcome = call.id !== undefined ? 'success' : isHardFailure(res) ? 'hard failure' : 'failure';
      } catch {
        call.outcome = 'no answer';
        await new Promise((r) => setTimeout(r, 50));
      }
      call.endedAt = Date.now();
      this.calls.push(call);
    }
  }
}

export function isHardFailure(res: ApiResponse): boolean {
  const code = Number(res.body?.Errors?.[0]?.Code ?? res.body?.ErrorCode);
  return res.status >= 400 && code >= 100000 && code <= 100005;
}

/** "list success", "user hard failure 100004": how the figures count calls */
export function outcomeKey(call: Call): string {
  return `${call.kind} ${call.outcome}${call.code !== undefined && call.outcome !== 'success' ? ` ${JSON.stringify(call.code)}` : ''}`;
}
