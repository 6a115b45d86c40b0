import { Param } from '../request-params';

/**
 * Journey requests. The journeys service answers every code itself (docs/services/journeys.md), with the HTTP
 * status of reference notes §1.8: these classes document the parameters, lower-cased as the edge delivers them.
 */
export class JourneyIdRequest {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;
}

/** The trigger of a journey (create and update). */
export class JourneyTriggerParams {
  @Param(
    'ListSubscription, ListUnsubscription, EmailOpen, EmailConversion, EmailLinkClick, Manual, Tag, UnTag, WebsiteEvent_pageView, WebsiteEvent_identify, WebsiteEvent_customEvent, WebsiteEvent_conversion, CustomFieldValueChanged or RevenueHit',
  )
  trigger?: string;

  @Param('List triggers: 0 = any list, or a list id; also scopes the Tag, UnTag, website-event and custom-field triggers', 'cond')
  trigger_listid?: string | number;

  @Param('Email triggers: 0 = any email, or an email id', 'cond')
  trigger_emailid?: string | number;

  @Param('The spec’s spelling of Trigger_EmailID (accepted alike)')
  trigger_emailkid?: string | number;

  @Param('Tag and UnTag: the tag id', 'cond')
  trigger_tagid?: string | number;

  @Param('CustomFieldValueChanged: the custom field id', 'cond')
  trigger_customfieldid?: string | number;

  @Param('CustomFieldValueChanged: the new value that starts the journey (any change when absent); RevenueHit: the total revenue to reach', 'cond')
  trigger_value?: string | number;

  @Param('Website-event triggers: [{property, operator, value}] (operators: equals, not equals, contains, not contains, greater than, less than, exists)')
  trigger_criteria?: unknown;
}

export class JourneyCreateRequest extends JourneyTriggerParams {
  @Param('The journey name', true)
  name?: string;

  @Param('Free text')
  notes?: string;
}

export class JourneyUpdateRequest extends JourneyTriggerParams {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;

  @Param('The journey name')
  name?: string;

  @Param('Free text')
  notes?: string;
}

export class JourneyActionsRequest extends JourneyIdRequest {
  @Param('Every action of the journey, in order (a JSON array or its text); omitted actions are deleted, ActionID null adds one', true)
  actions?: unknown;
}

export class JourneyActionsPublishedRequest extends JourneyIdRequest {
  @Param('One action of the journey (all of them when absent)')
  actionid?: string | number;

  @Param('true or false', true)
  published?: string | number | boolean;
}

export class JourneyBulkTriggerRequest {
  @Param("The caller's journeys (array of ids)", true)
  journeyids?: unknown;

  @Param('{ type: "Tag", trigger_listid, trigger_tagids: [ids] }: subscribers of the list carrying all the tags', true)
  trigger?: unknown;
}

export class SubscriberJourneyTriggerRequest extends JourneyIdRequest {
  @Param('The subscriber to enrol', true)
  subscriberid?: string | number;

  @Param("The subscriber's list", true)
  listid?: string | number;
}
