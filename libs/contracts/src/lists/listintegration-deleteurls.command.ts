import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class ListintegrationDeleteurlsRequest {
  @IsPresent(code(1, 'Web service integration URL IDs are missing'))
  @Param('Comma-separated integration ids', true)
  urls?: string | string[];
}

export type ListintegrationDeleteurlsReply = Record<string, never>;

export const ListintegrationDeleteurls = defineCommand({
  name: 'listintegration.deleteurls',
  service: 'lists',
  auth: 'user',
  permission: 'List.Update',
  request: ListintegrationDeleteurlsRequest,
  returns: reply<ListintegrationDeleteurlsReply>(),
  reply: "nothing beyond the envelope; ids that are not the caller's are ignored",
  errorStyle: 'array',
  errors: { 1: 'URLs missing' },
  summary: "Remove list integration URLs of the caller's lists by id.",
});
