import { env } from '@mail/config';

import type { Bus } from './bus';
import { InProcessBus } from './in-process.bus';
import { NatsBus } from './nats.bus';

let shared: Promise<Bus> | undefined;

/** NATS when NATS_URL is set, otherwise one in-process bus shared by every module of this process. */
export function sharedBus(name = 'mail'): Promise<Bus> {
  shared ??= (async () => {
    const url = env('NATS_URL');
    return url ? NatsBus.connect(url, name) : new InProcessBus();
  })();
  return shared;
}

export async function closeSharedBus(): Promise<void> {
  const current = shared;
  shared = undefined;
  if (current) await (await current).close();
}
