import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SuppressionDeleteRequest {
  @IsPresent(code(1, 'Missing email address'))
  @Param('The address', true)
  emailaddress?: string;

  @Param('Remove from this list only')
  listid?: string | number;
}

export type SuppressionDeleteReply = Record<string, never>;

export const SuppressionDelete = defineCommand({
  name: 'Suppression.Delete',
  service: 'lists',
  auth: 'user',
  request: SuppressionDeleteRequest,
  returns: reply<SuppressionDeleteReply>(),
  errorStyle: 'array',
  errors: { 1: 'missing address', 2: 'invalid address or absent from the list' },
  summary: 'Remove an address from suppression.',
});
