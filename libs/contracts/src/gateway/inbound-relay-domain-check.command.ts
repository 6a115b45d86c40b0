import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { RawHttpReply } from '../public/raw-http-reply';
import { Param } from '../request-params';

export class InboundRelayDomainCheckRequest {
  @Param('Domain to check; a full email address is accepted too', true)
  domain?: unknown;
}

/** allowed: Success and RelayDomain (HTTP 200); denied: HTTP 500 with an empty object (a RawHttpReply) */
export type InboundRelayDomainCheckReply = { Success: boolean; RelayDomain: string } | RawHttpReply;

export const InboundRelayDomainCheck = defineCommand({
  name: 'inbound-relay-domain-check',
  service: 'gateway',
  auth: 'admin',
  authFailureCode: 1,
  v1: { methods: ['GET'], path: 'inbound-relay-domain-check' },
  request: InboundRelayDomainCheckRequest,
  returns: reply<InboundRelayDomainCheckReply>(),
  rawReply: true,
  reply: 'Success, RelayDomain (HTTP 200); a denied domain answers HTTP 500 with {}',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'the admin key is not valid (HTTP 403)', httpStatus: 403 },
    2: { meaning: 'Domain missing, or neither a domain name nor an email address (ours; HTTP 422)', httpStatus: 422 },
  },
  summary: 'Tell an MX server whether mail for a domain (or an address’s domain) may be relayed here: HTTP 200 allowed, 500 denied.',
  notes:
    'Allowed: a live sender domain of any account (either family), a subdomain of one (its return-path or tracking host), or the ' +
    "installation's return-path host (GATEWAY_RETURN_PATH_HOST). A missing or malformed Domain answers 2 (HTTP 422): the caller's mistake, not a denial.",
});
