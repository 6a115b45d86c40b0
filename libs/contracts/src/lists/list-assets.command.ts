import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { AutoresponderView } from '../campaigns/requests/autoresponder-values';

export class ListAssetsRequest {
  @IsPositiveId(code(1, "Required field 'ListID' is missing."))
  @Param('The list', true)
  listid?: string | number;
}

export interface ListAssetsReply {
  List: { ListID: number; ListName: string; RelOwnerUserID: number };
  Segments: Record<string, unknown>[];
  CustomFields: Record<string, unknown>[];
  SubscriberTags: Record<string, unknown>[];
  AutoResponders: AutoresponderView[];
}

export const ListAssets = defineCommand({
  name: 'List.Assets',
  service: 'lists',
  auth: 'user',
  request: ListAssetsRequest,
  returns: reply<ListAssetsReply>(),
  reply: 'List, Segments, CustomFields, SubscriberTags, AutoResponders',
  errorStyle: 'scalar',
  errors: { 1: 'ListID missing or invalid' },
  summary: 'A list with its segments, custom fields, tags and autoresponders.',
});
