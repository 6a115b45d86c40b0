import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USER_SENDER_DOMAIN_NOTES, UserSenderDomainIdRequest } from './user-senderdomain-shared';

export class UserSenderdomainSendtestRequest extends UserSenderDomainIdRequest {
  @Param('Recipient address', true)
  to?: unknown;

  @Param('Subject (default: "Sender domain test from <domain>")')
  subject?: unknown;
}

export interface UserSenderdomainSendtestReply {
  Success: boolean;
  DomainID: number;
  SenderDomain: string;
  To: string;
  Subject: string;
  MessageID: string;
}

export const UserSenderdomainSendtest = defineCommand({
  name: 'user.senderdomain.sendtest',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['POST'], path: 'user.senderdomain.sendtest' },
  request: UserSenderdomainSendtestRequest,
  returns: reply<UserSenderdomainSendtestReply>(),
  reply: 'DomainID, SenderDomain, To, Subject, MessageID',
  errorStyle: 'array',
  errors: {
    1: 'DomainID missing',
    2: 'no such sender domain for the caller',
    3: 'to missing',
    8: 'the recipient address is not valid',
    11: { meaning: 'the delivery was rejected downstream (HTTP 502)', httpStatus: 502 },
  },
  rateLimit: { requests: 10, windowSeconds: 300 },
  summary: 'Send one real test email from a sender domain (signed with its DKIM key) to an address.',
  notes: [
    USER_SENDER_DOMAIN_NOTES,
    'The body names the from-address, the return-path subdomain and the tracking subdomain. Code 99 (demo installations) never applies here.',
  ].join(' '),
});
