import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_SENDER_DOMAIN_ERRORS, USER_SENDER_DOMAIN_NOTES, UserSenderDomainIdRequest } from './user-senderdomain-shared';

export class UserSenderdomainDeleteRequest extends UserSenderDomainIdRequest {}

/** { Success: true } only */
export interface UserSenderdomainDeleteReply {
  Success: boolean;
}

export const UserSenderdomainDelete = defineCommand({
  name: 'user.senderdomain.delete',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['DELETE'], path: 'user.senderdomain' },
  request: UserSenderdomainDeleteRequest,
  returns: reply<UserSenderdomainDeleteReply>(),
  reply: 'Success only',
  errorStyle: 'array',
  errors: USER_SENDER_DOMAIN_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Delete one of the sender domains (soft: kept as Deleted, gone from every read; creating it again revives it).',
  notes: USER_SENDER_DOMAIN_NOTES,
});
