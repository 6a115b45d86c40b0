import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { AutorespondersFilterRequest } from './autoresponders-get.command';
import type { AutoresponderView } from './requests/autoresponder-values';

export class AutorespondersAcrosslistsGetRequest extends AutorespondersFilterRequest {
  @Param('Limit to one list; all the caller’s lists when omitted')
  subscriberlistid?: string | number;
}

export interface AutorespondersAcrosslistsGetReply {
  TotalResponderCount: number;
  AutoResponders: AutoresponderView[];
}

export const AutorespondersAcrosslistsGet = defineCommand({
  name: 'autoresponders.acrosslists.get',
  service: 'campaigns',
  auth: 'user',
  request: AutorespondersAcrosslistsGetRequest,
  returns: reply<AutorespondersAcrosslistsGetReply>(),
  reply: 'TotalResponderCount, AutoResponders',
  errorStyle: 'array',
  errors: {},
  summary: 'The caller’s autoresponders of all their lists, with the paging, filters and sorting of autoresponders.get.',
});
