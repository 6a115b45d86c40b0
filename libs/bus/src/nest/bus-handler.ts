import { MessagePattern } from '@nestjs/microservices';

import type { BusReply } from '@mail/contracts';

const SERVED_SUBJECT = Symbol('bus handler subject');

/** a method as its decorator left it: it answers the bus reply and never rejects (toBusReply catches every error) */
export type ServedMethod = (this: unknown, request: unknown) => Promise<BusReply>;

/**
 * Binds a served method to its subject (Nest's MessagePattern) and marks it, so that BusServerStrategy may call it
 * directly instead of through Nest's per-message RPC pipeline. Only for methods that answer a BusReply and never reject.
 */
export function servedOn(subject: string): MethodDecorator {
  return (target, key, descriptor) => {
    Reflect.defineMetadata(SERVED_SUBJECT, subject, descriptor.value as object);
    return MessagePattern(subject)(target, key, descriptor);
  };
}

/** the subject a @Handles/@HandlesQuery method serves, or undefined for any other method */
export function servedSubjectOf(method: unknown): string | undefined {
  return typeof method === 'function' ? (Reflect.getMetadata(SERVED_SUBJECT, method) as string | undefined) : undefined;
}
