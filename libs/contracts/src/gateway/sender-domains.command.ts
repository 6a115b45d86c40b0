import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES } from './gateway-params';

export const SENDER_DOMAINS_FORMATS = ['json', 'powermta-bounce-domains', 'powermta-relay-domains'] as const;

/** sender.domains: parameter names arrive lower-cased. */
export class SenderDomainsRequest {
  @Param('json (default): the domain names; powermta-bounce-domains: their return-path hosts; powermta-relay-domains: relay-domain lines')
  domainsresponseformat?: string;
}

export interface SenderDomainsReply {
  Domains: string[];
}

export const SenderDomains = defineCommand({
  name: 'sender.domains',
  service: 'gateway',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'sender.domains' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: SenderDomainsRequest,
  returns: reply<SenderDomainsReply>(),
  reply: 'Domains: every sender domain of the installation (each name once, sorted), or their PowerMTA lines',
  errorStyle: 'scalar',
  errors: { 1: 'DomainsResponseFormat is not json, powermta-bounce-domains or powermta-relay-domains' },
  summary: 'Every gateway sender domain of the installation, across all accounts (admin).',
  notes: GATEWAY_NOTES,
});
