import { IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

/** Fields a subscriber write may carry (Subscriber.Create, Subscriber.Update). */
class SubscriberFields {
  @Param('Subscription status')
  status?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  subscriptiondate?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  optindate?: string;

  @Param('IP address')
  subscriptionip?: string;

  @Param("'Hard', 'Soft' or 'Not Bounced'")
  bouncetype?: string;

  @Param('Custom field values keyed `CustomField<id>` or `CustomFields[<id>]`')
  customfields?: object;
  fields?: object;

  @Param('boolean: fail when a required custom field is missing')
  enforcerequiredfields?: string | boolean;
}

export class SubscriberCreateRequest extends SubscriberFields {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;
  source?: string;
  sourceref?: string;
  unsubscriptiondate?: string;
  unsubscriptionip?: string;

  @Param('The address', true)
  emailaddress?: string;

  @Param('boolean: update an existing subscriber instead of failing with 20')
  updateifduplicate?: string | boolean;

  @Param('boolean: update an unsubscribed subscriber')
  updateifunsubscribed?: string | boolean;

  @Param('boolean: update an existing subscriber')
  updateifexists?: string | boolean;

  @Param('boolean: send the double opt-in email (default true)')
  sendconfirmationemail?: string | boolean;

  @Param("boolean: apply the list's subscribe behaviors")
  applybehaviors?: string | boolean;
}

export class SubscriberUpdateRequest extends SubscriberFields {
  @IsPresent(code(1, 'Missing SubscriberID'))
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('New address')
  emailaddress?: string;

  @Param('Status (also `Status`)')
  subscriptionstatus?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  unsubscriptiondate?: string;

  @Param('IP address')
  unsubscriptionip?: string;

  @Param('boolean: emit subscriber events (default true)')
  triggerevents?: string | boolean;
}

export class SubscriberGetRequest {
  @Param('The address (or `SubscriberID`)', true)
  emailaddress?: string;

  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;

  @Param('Look the subscriber up by id instead of address')
  subscriberid?: string | number;
  includetags?: string | boolean;
  includesegments?: string | boolean;
  includejourneys?: string | boolean;
  includeactivity?: string | boolean;
  includeevents?: string | boolean;
  includerevenue?: string | boolean;
}

export class SubscriberGetActivityRequest {
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('JSON array of activity type names', true)
  filterjson?: string;

  @Param("Only 'OR'", true)
  operator?: string;

  @Param('Page size (1 to 1000, default 25)', true)
  recordsperrequest?: string | number;

  @Param('Offset', true)
  recordsfrom?: string | number;
}

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

export class SubscriberSubscribeRequest extends SubscriberFields {
  @IsPresent(code(1, 'Missing ListID'))
  @Param('The list (or comma-separated lists of one owner)', true)
  listid?: string;

  @IsPresent(code(2, 'Missing EmailAddress'))
  @Param('The address', true)
  emailaddress?: string;

  @IsPresent(code(3, 'Missing IPAddress'))
  @Param('IP address of the subscriber', true)
  ipaddress?: string;

  @Param("'Manual' (default), 'API', 'Webhook', ...")
  source?: string;

  @Param('Reference of the source (64 characters)')
  sourceref?: string;
}

export class SubscriberOptInRequest {
  @IsPresent(code(1, 'Missing ListID'))
  @Param('The list', true)
  listid?: string | number;

  @IsPresent(code(2, 'Missing SubscriberID'))
  @Param('The subscriber', true)
  subscriberid?: string | number;

  @IsPresent(code(3, 'Missing ConfirmationCode'))
  @Param('Code from the confirmation email', true)
  confirmationcode?: string;

  @Param("'Confirm' (default) or 'Reject'")
  mode?: string;
}

class SubscriberQuery {
  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;

  @Param('Page size (default 25)')
  recordsperrequest?: string | number;

  @Param('Offset')
  recordsfrom?: string | number;
}

export class SubscribersGetRequest extends SubscriberQuery {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param("'Active', 'Unsubscribed', 'Bounced', ... or a segment id", true)
  subscribersegment?: string;

  @Param('Keyword to search for')
  searchkeyword?: string;

  @Param('EmailAddress (default) or CustomField<id>')
  searchfield?: string;
}

export class SubscribersSearchRequest extends SubscriberQuery {
  @Param('The list (also accepted as `SubscriberListID`)', true)
  listid?: string | number;
  subscriberlistid?: string | number;

  @Param("'and' or 'or'", true)
  operator?: string;

  @Param('Rules (also `Rules`)')
  rulesjson?: string;
  rules?: string;

  @Param('boolean: only count')
  onlytotal?: string | boolean;
}
