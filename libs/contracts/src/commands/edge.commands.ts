import { defineCommand } from '../define-command';

export const SystemHealthCheck = defineCommand({
  name: 'system-health-check',
  service: 'edge',
  auth: 'admin-key',
  v1: { methods: ['POST', 'GET'], path: 'system-health-check' },
  summary:
    'Probe every system component and ask every backend service its health (`Services`); HTTP 503 with codes when one fails (11: services not answering, 12: services not ready; see docs/decisions.md, "Health check"), 403 without a valid admin key.',
});

export const EDGE_COMMANDS = [SystemHealthCheck];
