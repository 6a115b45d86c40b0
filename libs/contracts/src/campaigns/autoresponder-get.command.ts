import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { type AutoresponderView, nameCode } from './requests/autoresponder-values';

export class AutoresponderGetRequest {
  @IsPositiveId(nameCode('autoresponderid'))
  @Param('Autoresponder to read', true)
  autoresponderid?: string | number;

  @Param('Include the delivery counters (TotalDelivered, TotalFailed, TotalPending, TotalHardBounces, TotalUnsubscriptions); default false')
  retrievestatistics?: string | boolean;
}

export interface AutoresponderGetReply {
  AutoResponder: AutoresponderView;
}

export const AutoresponderGet = defineCommand({
  name: 'autoresponder.get',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderGetRequest,
  returns: reply<AutoresponderGetReply>(),
  reply: 'AutoResponder',
  errorStyle: 'array',
  errors: { 1: 'AutoResponderID is missing (legacy ErrorCode autoresponderid)', 2: 'the autoresponder does not exist or belongs to someone else' },
  summary: 'One of the caller’s autoresponders with its settings and lifetime statistics.',
});
