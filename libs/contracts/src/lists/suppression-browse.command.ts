import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SuppressionBrowseRequest {
  @Param('`*` wildcard pattern')
  searchpattern?: string;

  @Param('Offset (default 0)')
  startfrom?: string | number;

  @Param('Page size (default 100)')
  retrievecount?: string | number;
}

export interface SuppressionBrowseReply {
  TotalRecords: number;
  SuppressedEmails: Record<string, unknown>[];
}

export const SuppressionBrowse = defineCommand({
  name: 'Suppression.Browse',
  service: 'lists',
  auth: 'user',
  request: SuppressionBrowseRequest,
  returns: reply<SuppressionBrowseReply>(),
  reply: 'TotalRecords, SuppressedEmails',
  errorStyle: 'array',
  errors: {},
  summary: 'Browse suppressed addresses.',
});
