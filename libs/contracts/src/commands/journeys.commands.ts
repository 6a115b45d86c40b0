import { defineCommand } from '../define-command';

const service = 'journeys' as const;
const user = 'user' as const;

export const JOURNEYS_COMMANDS = [
  defineCommand({
    name: 'journey.create',
    service,
    auth: user,
    v1: { methods: ['POST'], path: 'journey' },
    summary: 'Create a journey (Disabled, Manual trigger).',
  }),
  defineCommand({ name: 'journeys.list', service, auth: user, v1: { methods: ['GET'], path: 'journeys' }, summary: "The caller's journeys with stats." }),
  defineCommand({ name: 'journey.get', service, auth: user, v1: { methods: ['GET'], path: 'journey' }, summary: 'One journey with its actions.' }),
  defineCommand({ name: 'journey.delete', service, auth: user, v1: { methods: ['DELETE'], path: 'journey' }, aliases: [], summary: 'Delete a journey.' }),
  defineCommand({
    name: 'journey.delete.post',
    service,
    auth: user,
    v1: { methods: ['POST'], path: 'journey.delete' },
    legacy: false,
    summary: 'Delete a journey (vendor docs form: POST journey.delete).',
  }),
  defineCommand({ name: 'journey.enable', service, auth: user, v1: { methods: ['GET'], path: 'journey.enable' }, summary: 'Enable a journey.' }),
  defineCommand({ name: 'journey.disable', service, auth: user, v1: { methods: ['GET'], path: 'journey.disable' }, summary: 'Disable a journey.' }),
  defineCommand({ name: 'journey.update', service, auth: user, v1: { methods: ['PATCH'], path: 'journey' }, summary: 'Update name and trigger.' }),
  defineCommand({ name: 'journey.actions', service, auth: user, v1: { methods: ['PATCH'], path: 'journey.actions' }, summary: "Replace a journey's actions." }),
  defineCommand({ name: 'journey.bulk_trigger', service, auth: user, summary: 'Start journeys for every subscriber carrying all given tags.' }),
];
