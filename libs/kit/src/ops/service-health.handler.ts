import { Controller, type Type } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type ServiceHealthQuery, type ServiceHealthReply, serviceHealthQuery } from '@mail/contracts';

import { ServiceHealth } from './service-health';

/**
 * The handler of `<service>.q.service-health` for one service (a class per service: the suite hosts them all, each
 * answering for its own kit). None for a kit whose name is not a backend service (a test's own).
 */
export function serviceHealthHandler(service: string): Type | undefined {
  const found = serviceHealthQuery(service);
  if (!found) return undefined;
  const query: ServiceHealthQuery = found;

  @Controller()
  class ServiceHealthHandler {
    constructor(private readonly health: ServiceHealth) {}

    @HandlesQuery(query)
    handle(): Promise<ServiceHealthReply> {
      return this.health.report();
    }
  }
  return ServiceHealthHandler;
}
