import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { SubscriberTagRequest, type SubscriberTagReply } from './subscriber-tag.command';
import { TAGGING_ERRORS } from './tagging-errors';

export class SubscriberUntagRequest extends SubscriberTagRequest {}

export type SubscriberUntagReply = SubscriberTagReply;

export const SubscriberUntag = defineCommand({
  name: 'Subscriber.Untag',
  service: 'lists',
  auth: 'user',
  request: SubscriberUntagRequest,
  returns: reply<SubscriberUntagReply>(),
  errorStyle: 'array',
  errors: TAGGING_ERRORS,
  summary: 'Untag subscribers by id or by rules.',
});
