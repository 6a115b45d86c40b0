import type { ServiceName } from '../define-command';
import { HealthRequest } from './accounts.queries';
import { defineQuery, type QueryDefinition, reply } from './define-query';

/** The services behind the edge (services.json less the edge; scripts/services-list.spec.ts keeps the two equal). */
export const BACKEND_SERVICES = ['accounts', 'lists', 'campaigns', 'tracking', 'gateway', 'sms', 'journeys'] as const satisfies readonly ServiceName[];
export type BackendService = (typeof BACKEND_SERVICES)[number];

/** One service instance's readiness, as its ops port's /readyz reports it. */
export interface ServiceHealthReply {
  service: string;
  /** every check OK and the instance not shutting down */
  ready: boolean;
  /** database (SELECT 1), bus, workers (job workers fetching, outbox relay running, consumers taking deliveries) */
  checks: Record<string, 'OK' | 'FAILED'>;
}

export type ServiceHealthQuery = QueryDefinition<HealthRequest, ServiceHealthReply>;

/**
 * `<service>.q.service-health`, answered by every service (ServiceKitModule registers the handler), asked by the
 * edge's system-health-check of each service in BACKEND_SERVICES. One instance of the service answers (queue group).
 */
export const ServiceHealthQueries = Object.freeze(
  Object.fromEntries(BACKEND_SERVICES.map((service) => [service, defineQuery(`${service}.q.service-health`, HealthRequest, reply<ServiceHealthReply>())])),
) as Readonly<Record<BackendService, ServiceHealthQuery>>;

/** The health query of a service by name (undefined for a name that is not a backend service). */
export function serviceHealthQuery(service: string): ServiceHealthQuery | undefined {
  return (ServiceHealthQueries as Record<string, ServiceHealthQuery>)[service];
}
