import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USER_SENDER_DOMAIN_NOTES, type UserDomainDnsRecord } from './user-senderdomain-shared';

/** DomainID is read by the service (required unless verifyall). */
export class UserSenderdomainVerifyRequest {
  @Param('The sender domain; required unless verifyall is true')
  domainid?: string | number;

  @Param('boolean: verify every Approval Pending domain of the caller, at most 25 per call (Truncated: call again)')
  verifyall?: unknown;
}

export interface UserSenderdomainVerifyOneReply {
  Success: boolean;
  DomainID: number;
  IsVerified: boolean;
  Status: string;
  DNSRecords: Record<string, UserDomainDnsRecord>;
}

export interface UserSenderdomainVerifyAllReply {
  Success: boolean;
  VerifyAll: boolean;
  Verified: number;
  Failed: number;
  Truncated: boolean;
  Domains: { DomainID: number; IsVerified: boolean; Status: string }[];
}

export type UserSenderdomainVerifyReply = UserSenderdomainVerifyOneReply | UserSenderdomainVerifyAllReply;

export const UserSenderdomainVerify = defineCommand({
  name: 'user.senderdomain.verify',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['POST'], path: 'user.senderdomain.verify' },
  request: UserSenderdomainVerifyRequest,
  returns: reply<UserSenderdomainVerifyReply>(),
  reply: 'DomainID, IsVerified, Status, DNSRecords; with verifyall: VerifyAll, Verified, Failed, Truncated, Domains [{ DomainID, IsVerified, Status }]',
  errorStyle: 'array',
  errors: { 1: 'DomainID missing (single-domain mode only)', 2: 'no such sender domain for the caller' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: "Look a sender domain's DNS records up now (or every pending one's) and store whether they verify.",
  notes: [
    USER_SENDER_DOMAIN_NOTES,
    'SPF and DKIM published as shown: Enabled; otherwise Approval Pending. LastVerifiedAt moves on every call. A DNS server that does not ' +
      'answer leaves the stored status as it was (IsVerified false for this call).',
  ].join(' '),
});
