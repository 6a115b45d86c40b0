import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersDeleteRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @IsPresent(code(3, 'Missing subscriber ids'))
  @Param('Comma-separated subscriber ids of the list (others are ignored)', true)
  subscribers?: string;
}

export interface SubscribersDeleteReply {
  TotalDeleted: number;
}

export const SubscribersDelete = defineCommand({
  name: 'Subscribers.Delete',
  service: 'lists',
  auth: 'user',
  request: SubscribersDeleteRequest,
  returns: reply<SubscribersDeleteReply>(),
  reply: 'TotalDeleted',
  errorStyle: 'array',
  errors: { 1: 'missing SubscriberListID', 2: "list not found or not the caller's", 3: 'missing Subscribers' },
  summary: "Delete subscribers of a list by id, with their field values, tags and activity (extension: v5.9.4's subscribers.delete by id).",
});
