import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_SENDER_DOMAIN_ERRORS, USER_SENDER_DOMAIN_NOTES, UserSenderDomainIdRequest } from './user-senderdomain-shared';

export class UserSenderdomainDnsRequest extends UserSenderDomainIdRequest {}

export interface UserSenderdomainDnsReply {
  Success: boolean;
  DomainID: number;
  SenderDomain: string;
  /** by host name; IsVerified null until a verify call checked the record (advice records are never checked) */
  DNSRecords: Record<string, { Type: string; Value: string; IsVerified: boolean | null }>;
}

export const UserSenderdomainDns = defineCommand({
  name: 'user.senderdomain.dns',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['GET'], path: 'user.senderdomain.dns' },
  request: UserSenderdomainDnsRequest,
  returns: reply<UserSenderdomainDnsReply>(),
  reply: 'DomainID, SenderDomain, DNSRecords { host: { Type, Value, IsVerified } }',
  errorStyle: 'array',
  errors: USER_SENDER_DOMAIN_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'The DNS records a sender domain needs, each with its type, expected value and last verification result.',
  notes: USER_SENDER_DOMAIN_NOTES,
});
