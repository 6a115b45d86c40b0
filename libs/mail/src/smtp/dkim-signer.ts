import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import { Piscina } from 'piscina';

import { envInt } from '@mail/config';

import type { DkimKey } from '../mail-message';
import { dkimSign } from './dkim-sign';

/** Signs outbound messages with DKIM: on the sending thread, or on a pool of worker threads (DkimSignPool). */
export interface DkimSigner {
  sign(raw: string | Buffer, key: DkimKey): Promise<Buffer>;
  close(): Promise<void>;
}

/** signs on the calling thread */
export const inlineDkimSigner: DkimSigner = { sign: dkimSign, close: async () => undefined };

/**
 * the compiled worker: the same path from src/smtp (tests) and dist/smtp, so tests need the build as the bench
 * does (a TypeScript source cannot run in a worker thread)
 */
const WORKER = join(__dirname, '..', '..', 'dist', 'smtp', 'dkim-sign.worker.js');

/**
 * Signs on `threads` worker threads (piscina), so the RSA signature and the body hash (most of a small message's
 * send cost) run beside the thread that composes, sends and records. The first thread starts with the first message,
 * more as signatures queue up, idle ones end after a minute.
 */
export class DkimSignPool implements DkimSigner {
  private pool?: Piscina;

  constructor(private readonly threads: number) {}

  async sign(raw: string | Buffer, key: DkimKey): Promise<Buffer> {
    this.pool ??= new Piscina({ filename: WORKER, minThreads: 1, maxThreads: this.threads, idleTimeout: 60_000 });
    const signed: Uint8Array = await this.pool.run({ raw, key });
    return Buffer.from(signed.buffer, signed.byteOffset, signed.byteLength);
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}

/**
 * DKIM_SIGN_THREADS worker threads (unset: one fewer than the cores, between one and four: in a container Node may
 * count the host's cores, not the pod's CPU limit); 0: signs on the sending thread
 */
export function dkimSignerFromEnv(): DkimSigner {
  const threads = envInt('DKIM_SIGN_THREADS', Math.min(4, Math.max(1, availableParallelism() - 1)));
  return threads > 0 ? new DkimSignPool(threads) : inlineDkimSigner;
}
