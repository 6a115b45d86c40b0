import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

type Check = 'OK' | 'FAILED';

/** Each component's state, and each backend service's answer to its health query. */
export interface SystemHealthCheckReply {
  Checks: Record<'Database' | 'SearchEngine' | 'MessageBroker' | 'Cache' | 'Session' | 'SystemContainer' | 'AdminFrontend' | 'UserFrontend', Check>;
  Services: Record<string, unknown>;
}

/** Answered by the edge itself (apps/edge/src/health), never sent over the bus. */
export const SystemHealthCheck = defineCommand({
  name: 'system-health-check',
  aliases: ['system.health.check'],
  service: 'edge',
  auth: 'admin-key',
  v1: { methods: ['POST', 'GET'], path: 'system-health-check' },
  returns: reply<SystemHealthCheckReply>(),
  errorStyle: 'array',
  errors: {
    1: { meaning: 'invalid admin API key', httpStatus: 403 },
    2: { meaning: 'no registered admin user', httpStatus: 503 },
    3: { meaning: 'search engine connection failed', httpStatus: 503 },
    4: { meaning: 'message broker connection failed', httpStatus: 503 },
    5: { meaning: 'cache connection failed', httpStatus: 503 },
    6: { meaning: 'session is not active', httpStatus: 503 },
    7: { meaning: 'database connection failed', httpStatus: 503 },
    8: { meaning: 'system container check failed', httpStatus: 503 },
    9: { meaning: 'admin and user front ends are not answering', httpStatus: 503 },
    11: { meaning: 'services not answering', httpStatus: 503 },
    12: { meaning: 'services not ready', httpStatus: 503 },
  },
  summary:
    'Probe every system component and ask every backend service its health (`Services`); HTTP 503 with codes when one fails (11: services not answering, 12: services not ready; see docs/decisions.md, "Health check"), 403 without a valid admin key.',
});
