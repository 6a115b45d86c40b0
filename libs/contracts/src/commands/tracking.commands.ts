import { defineCommand } from '../define-command';

const service = 'tracking' as const;
const user = 'user' as const;
const hooks = { service, auth: user, permission: 'User.Update', rateLimit: { requests: 100, windowSeconds: 60 } };

export const TRACKING_COMMANDS = [
  defineCommand({
    name: 'event.track',
    service,
    auth: user,
    v1: { methods: ['POST'], path: 'event' },
    rateLimit: { requests: 5000, windowSeconds: 60 },
    summary: 'Record a website event for a subscriber.',
  }),
  defineCommand({
    name: 'Website_Events.Properties',
    service,
    auth: user,
    permission: 'Subscribers.Get',
    v1: { methods: ['GET'], path: 'website_events.properties' },
    rateLimit: { requests: 100, windowSeconds: 60 },
    summary: 'Event property names seen on a list.',
  }),
  defineCommand({ name: 'user.webhook.list', ...hooks, v1: { methods: ['GET'], path: 'user.webhooks' }, summary: "The caller's user webhooks." }),
  defineCommand({ name: 'user.webhook.get', ...hooks, v1: { methods: ['GET'], path: 'user.webhook' }, summary: 'One user webhook.' }),
  defineCommand({ name: 'user.webhook.create', ...hooks, v1: { methods: ['POST'], path: 'user.webhook' }, summary: 'Create a user webhook.' }),
  defineCommand({ name: 'user.webhook.update', ...hooks, v1: { methods: ['PATCH'], path: 'user.webhook' }, summary: 'Update a user webhook.' }),
  defineCommand({ name: 'user.webhook.delete', ...hooks, v1: { methods: ['DELETE'], path: 'user.webhook' }, summary: 'Delete a user webhook and its stats.' }),
  defineCommand({
    name: 'user.webhook.stats',
    ...hooks,
    v1: { methods: ['GET'], path: 'user.webhook.stats' },
    summary: 'Daily request counts of a user webhook.',
  }),
  defineCommand({
    name: 'user.webhook.inbound',
    service,
    auth: 'hashed-id',
    legacy: false,
    summary: 'Inbound call to /system/webhook/<HashedID>/...: subscribes or unsubscribes a contact.',
  }),
];
