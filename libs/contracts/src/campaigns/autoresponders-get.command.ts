import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { type AutoresponderView, nameCode } from './requests/autoresponder-values';

/** The paging, search, filters and sorting autoresponders.get and autoresponders.acrosslists.get share. */
export class AutorespondersFilterRequest {
  @Param('Page size; 0 (default) returns every match')
  recordsperrequest?: string | number;

  @Param('Page offset; default 0')
  recordsfrom?: string | number;

  @Param('Case-insensitive substring of the name')
  searchkeyword?: string;

  @Param('Exact trigger type (values as in autoresponder.create)')
  triggertype?: string;

  @Param('Exact trigger value; only applied together with TriggerType')
  triggervalue?: string;

  @Param('Enabled or Disabled')
  status?: string;

  @Param('Sort column: AutoResponderName (default), AutoResponderID, TotalSent, TotalOpens, TotalClicks, UniqueOpens, UniqueClicks, Status, ...')
  orderfield?: string;

  @Param('ASC (default) or DESC')
  ordertype?: string;
}

export class AutorespondersGetRequest extends AutorespondersFilterRequest {
  @IsPositiveId(nameCode('subscriberlistid'))
  @Param('List whose autoresponders are listed', true)
  subscriberlistid?: string | number;
}

export interface AutorespondersGetReply {
  TotalResponderCount: number;
  AutoResponders: AutoresponderView[];
}

export const AutorespondersGet = defineCommand({
  name: 'autoresponders.get',
  service: 'campaigns',
  auth: 'user',
  request: AutorespondersGetRequest,
  returns: reply<AutorespondersGetReply>(),
  reply: 'TotalResponderCount, AutoResponders',
  errorStyle: 'array',
  errors: { 1: 'SubscriberListID is missing (legacy ErrorCode subscriberlistid)' },
  summary: 'The autoresponders of one list, with paging, name search, trigger and status filters and sorting.',
});
