import { type ValidationError, validateSync } from 'class-validator';

import { type BroadcastDefinition, type BroadcastPayloadOf, plainInstance } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('bus.broadcast');

/** A broadcast's listener: it receives the payload validated against the broadcast's class. */
export type BroadcastListener<B extends BroadcastDefinition> = (payload: BroadcastPayloadOf<B>) => unknown;

/** The payload as an instance of the broadcast's class, or the first rule it breaks. */
export function readBroadcast<B extends BroadcastDefinition>(broadcast: B, payload: unknown): { payload: BroadcastPayloadOf<B> } | { problem: string } {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return { problem: 'payload is not an object' };
  const instance = plainInstance(broadcast.payload, payload) as BroadcastPayloadOf<B>;
  const errors = validateSync(instance, { forbidUnknownValues: false });
  return errors.length ? { problem: describe(errors[0]) } : { payload: instance };
}

function describe(error: ValidationError): string {
  if (error.children?.length) return `${error.property}.${describe(error.children[0])}`;
  return Object.values(error.constraints ?? {})[0] ?? `invalid ${error.property}`;
}

/**
 * What a transport calls with each decoded payload of a broadcast: the listener gets a validated instance of the
 * broadcast's class. An invalid payload, or a listener that fails, is logged and dropped: nothing is thrown back
 * into the transport (a broadcast is fire-and-forget, its sender never learns of it).
 */
export function broadcastReceiver<B extends BroadcastDefinition>(broadcast: B, listener: BroadcastListener<B>): (data: unknown) => void {
  return (data) => {
    const read = readBroadcast(broadcast, data);
    if ('problem' in read) {
      log.warn({ subject: broadcast.subject, problem: read.problem }, 'invalid broadcast payload dropped');
      return;
    }
    const failed = (error: unknown) => log.warn({ err: error, subject: broadcast.subject }, 'broadcast listener failed');
    try {
      const result = listener(read.payload);
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}
