import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USER_SENDER_DOMAIN_ERRORS, USER_SENDER_DOMAIN_NOTES, UserSenderDomainIdRequest, type UserSenderDomainObject } from './user-senderdomain-shared';

/** user.senderdomain.get: the domain, and with `days` its daily activity. */
export class UserSenderdomainGetRequest extends UserSenderDomainIdRequest {
  @Param('Adds Stats for the last N days (keyed Y-m-d), clamped to 1–365; not a number: 30')
  days?: string | number;
}

export interface SenderDomainDayStats {
  Period: string;
  Sent: number;
  Delivered: number;
  Bounced: number;
  Complaints: number;
}

export interface UserSenderdomainGetReply {
  Success: boolean;
  SenderDomain: UserSenderDomainObject;
  Days?: number;
  /** days without activity are left out */
  Stats?: Record<string, SenderDomainDayStats>;
}

export const UserSenderdomainGet = defineCommand({
  name: 'user.senderdomain.get',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['GET'], path: 'user.senderdomain' },
  request: UserSenderdomainGetRequest,
  returns: reply<UserSenderdomainGetReply>(),
  reply: 'SenderDomain { ... }, and with days: Days, Stats { Y-m-d: { Period, Sent, Delivered, Bounced, Complaints } }',
  errorStyle: 'array',
  errors: USER_SENDER_DOMAIN_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: "Read one of the caller's sender domains with its health and, on request, its daily activity.",
  notes: USER_SENDER_DOMAIN_NOTES,
});
