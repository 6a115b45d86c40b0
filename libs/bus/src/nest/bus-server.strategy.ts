import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import { lastValueFrom, isObservable } from 'rxjs';

import type { Bus, RawHandler } from '../bus';
import { errorToReply } from '../command-reply';
import { directHandlers } from './direct-handlers';

/**
 * A Nest microservice transport over our Bus: every @Handles/@HandlesQuery of the app (or of the modules
 * the suite loads) is served on its subject, with the service name as queue group.
 */
export class BusServerStrategy extends Server implements CustomTransportStrategy {
  private app?: INestApplicationContext;

  constructor(
    private readonly bus: Bus,
    private readonly queueFor: (subject: string) => string,
  ) {
    super();
  }

  /**
   * Calls the @Handles/@HandlesQuery methods of `app`'s controllers itself instead of through Nest's per-message
   * RPC pipeline (see directHandlers for the ones that keep it). Before `listen`.
   */
  serveDirectly(app: INestApplicationContext): this {
    this.app = app;
    return this;
  }

  async listen(callback: () => void): Promise<void> {
    const direct = this.app ? directHandlers(this.app.get(ModulesContainer)) : new Map<string, RawHandler>();
    for (const [subject, handler] of this.getHandlers()) {
      const serve = direct.get(subject) ?? throughNest(handler);
      await this.bus.handle(subject, this.queueFor(subject), (data) => serve(data).catch(errorToReply));
    }
    callback();
  }

  close(): void {
    /* the bus outlives the strategy; its owner closes it */
  }

  on(): void {
    /* no transport-level events */
  }

  unwrap<T>(): T {
    return this.bus as T;
  }
}

function throughNest(handler: MessageHandler): RawHandler {
  return async (data) => {
    const result: unknown = await handler(data, undefined);
    return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
  };
}
