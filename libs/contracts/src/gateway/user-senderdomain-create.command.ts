import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USER_SENDER_DOMAIN_NOTES, type UserSenderDomainObject } from './user-senderdomain-shared';

/** the options create and update share (the service reads and checks them: code 6) */
export class UserSenderDomainOptionParams {
  @Param('Click tracking on links sent from it (boolean)') linktracking?: unknown;
  @Param('Open tracking (boolean)') opentracking?: unknown;
  @Param('Add an unsubscribe link automatically (boolean)') unsubscribelink?: unknown;
  @Param('Own return-path subdomain: letters, digits, hyphens, at most 32, no hyphen at either end') customsubdomain?: unknown;
  @Param('Own tracking subdomain prefix (same rules)') customtrackprefix?: unknown;
  @Param('Use a separate tracking subdomain (boolean; false stores TrackPrefixDisabled and drops the tracking record)') usetrackingsubdomain?: unknown;
}

export class UserSenderdomainCreateRequest extends UserSenderDomainOptionParams {
  @Param('Domain name, e.g. example.com (localhost is refused)', true)
  senderdomain?: unknown;
}

export interface UserSenderdomainCreateReply {
  Success: boolean;
  DomainID: number;
  SenderDomain: UserSenderDomainObject;
}

export const UserSenderdomainCreate = defineCommand({
  name: 'user.senderdomain.create',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['POST'], path: 'user.senderdomain' },
  request: UserSenderdomainCreateRequest,
  returns: reply<UserSenderdomainCreateReply>(),
  reply: 'DomainID, SenderDomain { ..., Status: Approval Pending, VerificationMeta { DNSRecords } }',
  errorStyle: 'array',
  errors: {
    1: 'SenderDomain missing',
    4: 'localhost cannot be a sender domain',
    5: { meaning: "the account's sender-domain limit is reached (HTTP 403)", httpStatus: 403 },
    6: 'CustomSubdomain or CustomTrackPrefix breaks the character rules, or a flag is not a boolean',
    7: { meaning: 'creation failed: not a domain name, or the caller already has this domain (HTTP 400)', httpStatus: 400 },
    8: { meaning: 'the domain was created but could not be read back (HTTP 500)', httpStatus: 500 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Register a sender domain and answer the DNS records to publish before verifying it.',
  notes: [USER_SENDER_DOMAIN_NOTES, 'Creating a domain the caller deleted earlier revives it (same DomainID) as Approval Pending, with new records.'].join(' '),
});
