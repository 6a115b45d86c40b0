import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { HasPositiveIds, Param } from '../request-params';
import { nameCode } from './requests/autoresponder-values';

export class AutorespondersDeleteRequest {
  @HasPositiveIds(nameCode('autoresponders'))
  @Param('Comma-separated ids, e.g. 789,790,791 (ids that are not the caller’s are ignored)', true)
  autoresponders?: string;
}

export type AutorespondersDeleteReply = Record<string, never>;

export const AutorespondersDelete = defineCommand({
  name: 'autoresponders.delete',
  service: 'campaigns',
  auth: 'user',
  request: AutorespondersDeleteRequest,
  returns: reply<AutorespondersDeleteReply>(),
  errorStyle: 'array',
  errors: { 1: 'AutoResponders is missing (legacy ErrorCode autoresponders)' },
  summary: 'Permanently delete autoresponders of the caller; their pending sends are dropped.',
});
