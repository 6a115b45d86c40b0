import { accessSync, constants, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { Redis } from 'ioredis';

/** Redis when REDIS_URL is set (shared cache and limits), otherwise the in-process cache is always up. */
let redis: Redis | undefined;
export async function probeCache(url: string | undefined): Promise<boolean> {
  if (!url) return true;
  redis ??= new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
  try {
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}

export async function closeCacheProbe(): Promise<void> {
  await redis?.quit().catch(() => undefined);
  redis = undefined;
}

/** The process can write to its data directory and its event loop is not starved. */
export async function probeSystemContainer(dataDir: string): Promise<boolean> {
  try {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    return false;
  }
  const started = performance.now();
  await new Promise((r) => setImmediate(r));
  return performance.now() - started < 1000;
}

/** An HTTP surface answers over loopback (the admin and user areas are served by this edge). */
export async function probeHttp(port: number, path: string): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([work.catch(() => fallback), new Promise<T>((r) => setTimeout(() => r(fallback), ms).unref())]);
}
