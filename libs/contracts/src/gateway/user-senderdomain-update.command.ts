import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { domainId } from './gateway-params';
import { UserSenderDomainOptionParams } from './user-senderdomain-create.command';
import { USER_SENDER_DOMAIN_NOTES, type UserSenderDomainObject } from './user-senderdomain-shared';

export class UserSenderdomainUpdateRequest extends UserSenderDomainOptionParams {
  @domainId(1, 2)
  @Param("The sender domain (one of the caller's)", true)
  domainid?: string | number;

  @Param('Enabled or Disabled (case-insensitive): resume or pause the domain')
  status?: unknown;
}

export interface UserSenderdomainUpdateReply {
  Success: boolean;
  DnsRegenerated: boolean;
  SenderDomain: UserSenderDomainObject;
}

export const UserSenderdomainUpdate = defineCommand({
  name: 'user.senderdomain.update',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['PATCH'], path: 'user.senderdomain' },
  request: UserSenderdomainUpdateRequest,
  returns: reply<UserSenderdomainUpdateReply>(),
  reply: 'DnsRegenerated, SenderDomain { ... }',
  errorStyle: 'array',
  errors: {
    1: 'DomainID missing',
    2: 'no such sender domain for the caller',
    6: 'CustomSubdomain or CustomTrackPrefix breaks the character rules, or a flag is not a boolean',
    7: { meaning: 'the domain could not be read back after the update (HTTP 500)', httpStatus: 500 },
    9: 'status is not Enabled or Disabled',
    10: 'an unverified domain cannot be enabled: verify it first',
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Change the options of a sender domain (new DNS records when the subdomain layout changes), or pause and resume it.',
  notes: [
    USER_SENDER_DOMAIN_NOTES,
    'Changing CustomSubdomain, CustomTrackPrefix or UseTrackingSubdomain regenerates the records, drops the verification (Approval Pending) and answers DnsRegenerated true.',
    'A Disabled domain is kept but not sent from: campaigns and journeys naming it send from their default until it is enabled again.',
  ].join(' '),
});
