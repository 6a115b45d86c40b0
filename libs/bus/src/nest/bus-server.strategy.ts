import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { lastValueFrom, isObservable } from 'rxjs';

import type { Bus } from '../bus';
import { errorToReply } from '../command-reply';

/**
 * A Nest microservice transport over our Bus: every @Handles/@HandlesQuery of the app (or of the modules
 * the suite loads) is served on its subject, with the service name as queue group.
 */
export class BusServerStrategy extends Server implements CustomTransportStrategy {
  constructor(
    private readonly bus: Bus,
    private readonly queueFor: (subject: string) => string,
  ) {
    super();
  }

  async listen(callback: () => void): Promise<void> {
    for (const [subject, handler] of this.getHandlers()) {
      await this.bus.handle(subject, this.queueFor(subject), (data) =>
        (async () => {
          const result = await handler(data, undefined);
          return isObservable(result) ? lastValueFrom(result, { defaultValue: undefined }) : result;
        })().catch(errorToReply),
      );
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
