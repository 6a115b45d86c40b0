import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_SENDER_DOMAIN_NOTES, type UserSenderDomainObject } from './user-senderdomain-shared';

/** user.senderdomain.list: no parameters besides authentication. */
export class UserSenderdomainListRequest {}

export interface UserSenderdomainListReply {
  Success: boolean;
  SenderDomains: UserSenderDomainObject[];
}

export const UserSenderdomainList = defineCommand({
  name: 'user.senderdomain.list',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['GET'], path: 'user.senderdomains' },
  request: UserSenderdomainListRequest,
  returns: reply<UserSenderdomainListReply>(),
  reply: 'SenderDomains [{ DomainID, SenderDomain, Status, VerificationMeta, Options, Volume7d, VolumeDelta, Reputation, ... }]',
  errorStyle: 'array',
  errors: {},
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: "List the caller's sender domains (those campaigns and journeys send from) with their DNS state, options and sending health.",
  notes: USER_SENDER_DOMAIN_NOTES,
});
