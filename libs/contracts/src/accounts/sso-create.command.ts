import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { SSO_COMMAND, SSO_FIELD_ERRORS, SsoSourceFieldsRequest } from './sso.shared';

export class SsoCreateRequest extends SsoSourceFieldsRequest {}

export interface SsoCreateReply {
  SSOSourceID: number;
  /** our addition: the source's HMAC-SHA256 signing secret, shown once (stored sealed) */
  SSOSecret: string;
}

export const SsoCreate = defineCommand({
  name: 'sso.create',
  ...SSO_COMMAND,
  request: SsoCreateRequest,
  returns: reply<SsoCreateReply>(),
  reply: 'SSOSourceID, SSOSecret',
  errors: SSO_FIELD_ERRORS,
  summary: 'Create a single-sign-on source; its signing secret is answered once.',
  notes: 'The source signs login links with HMAC-SHA256 over `<SourceCode>|<Email>|<Timestamp>` keyed with SSOSecret (docs/decisions.md, Admin configuration).',
});
