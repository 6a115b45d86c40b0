import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { SSO_COMMAND, SSO_FIELD_ERRORS, SsoSourceFieldsRequest } from './sso.shared';

export class SsoUpdateRequest extends SsoSourceFieldsRequest {
  @Param('The source to change', true)
  sourceid?: string | number;
}

export type SsoUpdateReply = Record<string, never>;

export const SsoUpdate = defineCommand({
  name: 'sso.update',
  ...SSO_COMMAND,
  request: SsoUpdateRequest,
  returns: reply<SsoUpdateReply>(),
  reply: '(envelope only)',
  errors: { ...SSO_FIELD_ERRORS, 9: 'SourceID missing', 10: 'SourceID names no SSO source' },
  summary: 'Change an SSO source; omitted description, expiry and options keep their values (v5.9.3).',
});
