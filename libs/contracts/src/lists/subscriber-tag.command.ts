import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { TAGGING_ERRORS } from './tagging-errors';

/** Subscriber.Tag / Subscriber.Untag: by ids, or by rules when SubscriberID is absent. */
export class SubscriberTagRequest {
  @IsPresent(code(1, 'Missing tag id'))
  @Param('The tag', true)
  tagid?: string | number;

  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Comma-separated subscriber ids (also `SubscriberIDs`)', 'cond')
  subscriberid?: string;
  subscriberids?: string;

  @Param('Rules selecting the subscribers when SubscriberID is absent', 'cond')
  rulesjson?: string;

  @Param("'and' or 'or' (required with RulesJSON for Tag; Untag defaults to 'or')", 'cond')
  rulesoperator?: string;

  @Param('boolean: emit tag events')
  triggerevents?: string | boolean;
}

export interface SubscriberTagReply {
  TotalAffected: number;
  /** set when the change runs as a job (Subscribers.Bulk.Status) */
  JobID?: string | null;
}

export const SubscriberTag = defineCommand({
  name: 'Subscriber.Tag',
  service: 'lists',
  auth: 'user',
  request: SubscriberTagRequest,
  returns: reply<SubscriberTagReply>(),
  errorStyle: 'array',
  errors: TAGGING_ERRORS,
  summary: 'Tag subscribers by id or by rules.',
});
