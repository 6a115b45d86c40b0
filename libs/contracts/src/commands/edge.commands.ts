import { defineCommand } from '../define-command';

export const SystemHealthCheck = defineCommand({
  name: 'system-health-check',
  service: 'edge',
  auth: 'admin-key',
  v1: { methods: ['POST', 'GET'], path: 'system-health-check' },
  summary: 'Probe every system component; HTTP 503 with codes when one fails, 403 without a valid admin key.',
});

export const EDGE_COMMANDS = [SystemHealthCheck];
