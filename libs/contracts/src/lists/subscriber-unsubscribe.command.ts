import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscriberUnsubscribeRequest {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;

  @Param('IP address of the request', true)
  ipaddress?: string;

  @Param('The address (or SubscriberID)', 'cond')
  emailaddress?: string;

  @Param('The subscriber (or EmailAddress)', 'cond')
  subscriberid?: string | number;

  @Param('Campaign that led to the unsubscription')
  campaignid?: string | number;

  @Param('Autoresponder that led to the unsubscription')
  autoresponderid?: string | number;

  @Param('Email that led to the unsubscription')
  emailid?: string | number;

  @Param('Channel')
  channel?: string;

  @Param('boolean: simulate only')
  preview?: string | boolean;

  @Param('boolean: also add to the global suppression list')
  addtoglobalsuppression?: string | boolean;

  @Param('Rules for a bulk unsubscription', 'cond')
  rulesjson?: string;

  @Param("'and' or 'or' (bulk unsubscription)")
  rulesoperator?: string;
}

export interface SubscriberUnsubscribeReply {
  RedirectURL: string;
  Preview?: boolean;
  /** by rules */
  TotalUnsubscribed?: number;
  /** set when the unsubscription by rules runs as a job (Subscribers.Bulk.Status) */
  JobID?: string | null;
}

export const SubscriberUnsubscribe = defineCommand({
  name: 'Subscriber.Unsubscribe',
  service: 'lists',
  auth: 'user',
  request: SubscriberUnsubscribeRequest,
  returns: reply<SubscriberUnsubscribeReply>(),
  reply: 'RedirectURL',
  errorStyle: 'scalar',
  errors: {
    1: 'list id required',
    2: 'IP required',
    3: 'email or subscriber id required',
    4: 'invalid list',
    5: 'user info unavailable',
    6: 'invalid email format',
    7: 'subscriber missing or not in list',
    8: 'invalid campaign or autoresponder id',
    9: 'already unsubscribed',
    10: 'invalid email id',
    11: 'invalid query builder response',
  },
  summary: 'Unsubscribe one subscriber or, by rules, many.',
});
