import { IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

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

export class SubscriberUntagRequest extends SubscriberTagRequest {}

export class SubscriberTagsCreateRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Tag name (also `TagName`)', true)
  tag?: string;
  tagname?: string;
}

export class SubscriberTagsDeleteRequest {
  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Comma-separated tag ids')
  tagids?: string;
}

export class SubscriberTagsGetRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;

  @Param('boolean: 1 disables subscriber counts')
  disablesubscribercount?: string | boolean;
}

export class SubscriberTagsUpdateRequest {
  @IsPresent(code(1, 'Missing tag id'))
  @Param('The tag', true)
  tagid?: string | number;

  @IsPresent(code(2, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @Param('New name (also `TagName`)', true)
  tag?: string;
  tagname?: string;
}
