import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class ListintegrationGeturlsRequest {
  @IsPresent(code(1, 'Missing subscriber list ID'))
  @Param('List whose integrations are listed', true)
  subscriberlistid?: string | number;

  @Param('Only integrations for this event (Subscribe or Unsubscribe)')
  event?: string;
}

export interface ListIntegrationView {
  WebServiceIntegrationID: number;
  RelListID: number;
  EventType: string;
  ServiceURL: string;
  SigningKey: string;
}

export interface ListintegrationGeturlsReply {
  URLs: ListIntegrationView[];
}

export const ListintegrationGeturls = defineCommand({
  name: 'listintegration.geturls',
  service: 'lists',
  auth: 'user',
  permission: 'List.Get',
  request: ListintegrationGeturlsRequest,
  returns: reply<ListintegrationGeturlsReply>(),
  reply: "URLs (WebServiceIntegrationID, RelListID, EventType, ServiceURL, SigningKey); none for a list that is not the caller's",
  errorStyle: 'array',
  errors: { 1: 'SubscriberListID missing' },
  summary: 'List the integration URLs of one list, optionally for one event.',
});
