import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_SENDER_DOMAIN_ERRORS, USER_SENDER_DOMAIN_NOTES, UserSenderDomainIdRequest } from './user-senderdomain-shared';

export class UserSenderdomainDnshostRequest extends UserSenderDomainIdRequest {}

export interface UserSenderdomainDnshostReply {
  Success: boolean;
  DomainID: number;
  SenderDomain: string;
  /** the provider's label (Cloudflare, Route 53, GoDaddy, ...), or unknown */
  DnsHost: string;
  Nameservers: string[];
}

export const UserSenderdomainDnshost = defineCommand({
  name: 'user.senderdomain.dnshost',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['GET'], path: 'user.senderdomain.dnshost' },
  request: UserSenderdomainDnshostRequest,
  returns: reply<UserSenderdomainDnshostReply>(),
  reply: 'DomainID, SenderDomain, DnsHost, Nameservers',
  errorStyle: 'array',
  errors: USER_SENDER_DOMAIN_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Which DNS provider hosts a sender domain, from its nameservers (a failed lookup answers unknown, never an error).',
  notes: USER_SENDER_DOMAIN_NOTES,
});
