import { defineCommand } from '../define-command';

const service = 'gateway' as const;
const user = 'user' as const;

export const GATEWAY_COMMANDS = [
  defineCommand({ name: 'EmailGateway.AddAPI', service, auth: user, summary: 'Create a gateway API key for a sender domain.' }),
  defineCommand({ name: 'EmailGateway.AddDomain', service, auth: user, summary: 'Add a sender domain.' }),
  defineCommand({ name: 'EmailGateway.AddSMTP', service, auth: user, summary: 'Create SMTP relay credentials for a domain.' }),
  defineCommand({ name: 'EmailGateway.AddWebhook', service, auth: user, summary: 'Register an event webhook for a domain.' }),
  defineCommand({ name: 'EmailGateway.AggrEvents', service, auth: user, summary: 'Aggregated gateway events.' }),
  defineCommand({ name: 'EmailGateway.ClearDomainQueue', service, auth: user, summary: "Clear a domain's outgoing queue." }),
  defineCommand({ name: 'EmailGateway.DeleteAPI', service, auth: user, summary: 'Delete a gateway API key.' }),
  defineCommand({ name: 'EmailGateway.DeleteDomain', service, auth: user, summary: 'Delete a sender domain.' }),
  defineCommand({ name: 'EmailGateway.DeleteSMTP', service, auth: user, summary: 'Delete SMTP credentials.' }),
  defineCommand({ name: 'EmailGateway.DeleteWebhook', service, auth: user, summary: 'Delete a gateway webhook.' }),
  defineCommand({
    name: 'webhooks',
    service,
    auth: 'sender-domain-key',
    v1: { methods: ['POST'], path: 'webhooks' },
    summary: 'End-user webhook creation with a sender key.',
  }),
  defineCommand({ name: 'dns.provider', service, auth: user, v1: { methods: ['GET'], path: 'dns.provider' }, summary: "Detect a domain's DNS provider." }),
  defineCommand({
    name: 'dns.authorize',
    service,
    auth: user,
    v1: { methods: ['POST', 'GET'], path: 'dns.authorize' },
    summary: 'Authorize DNS management at a provider.',
  }),
  defineCommand({
    name: 'dns.set',
    service,
    auth: 'session-only',
    v1: { methods: ['POST', 'GET'], path: 'dns.set' },
    summary: 'Set the required DNS records at the provider.',
  }),
];
