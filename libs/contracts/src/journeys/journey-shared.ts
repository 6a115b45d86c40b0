import { TextBounds } from '../text-bounds';
import { Param } from '../request-params';

/**
 * What several journeys contracts share: the JourneyID and trigger parameters, the error codes of every command
 * naming a journey or a trigger, and the journey and action objects of the replies. The journeys service answers
 * every code itself (docs/services/journeys.md), with the HTTP status of reference notes §1.8: the request
 * classes document the parameters, lower-cased as the edge delivers them.
 */
export const JOURNEYS_NOTES = 'docs/services/journeys.md';

export class JourneyIdRequest {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;
}

/** The trigger of a journey (create and update). */
export class JourneyTriggerParams {
  @Param(
    'ListSubscription, ListUnsubscription, EmailOpen, EmailConversion, EmailLinkClick, Manual, Tag, UnTag, WebsiteEvent_pageView, WebsiteEvent_identify, WebsiteEvent_customEvent, WebsiteEvent_conversion, CustomFieldValueChanged, RevenueHit, JourneyCompleted or ScheduledPull',
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

  @Param('JourneyCompleted: 0 = any other journey of the caller, or the journey whose completion enrols (also read from Trigger_Value)', 'cond')
  trigger_journeyid?: string | number;

  @Param('ScheduledPull: 0 (the whole list, default) or a segment of Trigger_ListID whose members are enrolled', 'cond')
  trigger_segmentid?: string | number;

  @Param('ScheduledPull: hourly, daily (default) or weekly — how often the list or segment is pulled (the first pull when enabled)', 'cond')
  trigger_interval?: string;

  @Param('CustomFieldValueChanged: the new value that starts the journey (any change when absent); RevenueHit: the total revenue to reach', 'cond')
  trigger_value?: string | number;

  @Param('The final filter before a subscriber enters: RulesJSON criteria (as a Decision’s Criteria), array or JSON text; empty clears it')
  run_criteria?: unknown;

  @Param('and (default) or or: how the Run_Criteria rules combine')
  runcriteriaoperator?: string;

  @Param('Entrants per UTC hour at most (0 or empty = unlimited): those over it are held and enter in the next hour, never dropped')
  ratelimithourly?: string | number;

  @Param('Entrants per UTC day at most (0 or empty = unlimited): those over it are held and enter the next day, never dropped')
  ratelimitdaily?: string | number;

  @Param('Website-event triggers: [{property, operator, value}] (operators: equals, not equals, contains, not contains, greater than, less than, exists)')
  trigger_criteria?: unknown;
}

/** the bounds of the journey's own text (create and update) */
export const JOURNEY_TEXT_ERRORS = {
  12: { meaning: `Name longer than ${TextBounds.name} characters (HTTP 422)`, httpStatus: 422 },
  13: { meaning: 'Notes longer than 10,000 characters (HTTP 422)', httpStatus: 422 },
} as const;

/** every command naming a journey: another user's journey looks missing */
export const JOURNEY_ERRORS = {
  1: { meaning: 'missing JourneyID (HTTP 422)', httpStatus: 422 },
  2: { meaning: 'JourneyID is not a positive integer (HTTP 422)', httpStatus: 422 },
  3: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
} as const;

/** the trigger of create and update */
export const TRIGGER_ERRORS = {
  3: {
    meaning:
      'invalid Trigger, or invalid parameters of it (Trigger_TagID, Trigger_CustomFieldID or Trigger_JourneyID not the caller’s, Trigger_JourneyID the journey itself, Run_Criteria not RulesJSON or RunCriteriaOperator not and/or, RateLimitHourly/RateLimitDaily not a whole number, Trigger_SegmentID or Trigger_Interval invalid, Trigger_Criteria or Trigger_Value out of bounds) (HTTP 400)',
    httpStatus: 400,
  },
  4: { meaning: 'list trigger without Trigger_ListID (HTTP 422)', httpStatus: 422 },
  5: { meaning: 'Trigger_ListID is not an integer (HTTP 422)', httpStatus: 422 },
  6: { meaning: 'Trigger_ListID names no list of the caller (HTTP 404)', httpStatus: 404 },
  7: { meaning: 'email trigger without Trigger_EmailID (HTTP 422)', httpStatus: 422 },
  8: { meaning: 'Trigger_EmailID is not an integer (HTTP 422)', httpStatus: 422 },
  9: { meaning: 'Trigger_EmailID names no email of the caller (HTTP 404)', httpStatus: 404 },
} as const;

export const JOURNEY_ROW = 'JourneyID, RelUserID, JourneyName, Trigger, TriggerParameters, Status, Notes, CreatedAt, UpdatedAt';

/** The public journey object (reference notes §1.8): ids as strings, TriggerParameters [] when empty. */
export interface JourneyObject {
  JourneyID: string;
  RelUserID: string;
  JourneyName: string;
  Trigger: string;
  TriggerParameters: Record<string, unknown> | never[];
  Status: 'Enabled' | 'Disabled';
  Notes: string;
  CreatedAt: string;
  UpdatedAt: string;
}

/** one aggregated row of a journey's SendEmail actions ([] before the first send) */
export interface AggregatedEmailActions {
  SendCount: number;
  OpenCount: number;
  ClickCount: number;
}

/** JourneyStats of journeys.list; journey.get adds AggregatedEmailActionStats */
export interface JourneyStats {
  ActiveSubscribers: number;
  TotalSubscribers: number;
  AggregatedEmailActions: AggregatedEmailActions[];
  AggregatedLast30DaysEmailActions: AggregatedEmailActions[];
}

/** email statistics of a journey's SendEmail actions (journey.get) */
export interface JourneyEmailActionStats {
  SendCount: number;
  OpenCount: number;
  ClickCount: number;
  ConversionCount: number;
  BrowserViewCount: number;
  ForwardCount: number;
  UnsubscribeCount: number;
  BounceCount: number;
  SpamComplaintCount: number;
}

/** A public action object: a Decision's branches nested under ActionParameters.Actions; Stats from real runs. */
export interface JourneyActionObject {
  ActionID: number;
  OrderNo: number;
  Action: string;
  ActionParameters: Record<string, unknown> | never[];
  Notes: string;
  Published: boolean;
  CompletedRuns: number;
  /** ActiveSubscribers, TotalSubscribers; SendEmail adds EmailSent, EmailOpened, EmailClicked, … */
  Stats: Record<string, number>;
}

/** The subscriber of subscriber.journey.remove, .exit and .list (read by the service in code order). */
export class SubscriberOfListRequest {
  @Param("The subscriber's list (integer)", true)
  listid?: string | number;

  @Param('The subscriber (integer)', true)
  subscriberid?: string | number;
}

/** subscriber.journey.remove, .exit and .list share one numbering (list uses 2, 3, 5, 6, 8, 9) */
export const SUBSCRIBER_JOURNEY_ERRORS = {
  1: { meaning: 'missing JourneyID (HTTP 422)', httpStatus: 422 },
  2: { meaning: 'missing ListID (HTTP 422)', httpStatus: 422 },
  3: { meaning: 'missing SubscriberID (HTTP 422)', httpStatus: 422 },
  4: { meaning: 'JourneyID is not a positive integer (HTTP 422)', httpStatus: 422 },
  5: { meaning: 'ListID is not a positive integer (HTTP 422)', httpStatus: 422 },
  6: { meaning: 'SubscriberID is not a positive integer (HTTP 422)', httpStatus: 422 },
  7: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
  8: { meaning: "list not found (also another user's) (HTTP 404)", httpStatus: 404 },
  9: { meaning: 'subscriber not found on that list (HTTP 404)', httpStatus: 404 },
} as const;

/** journeys.enable, .disable and .clone: the ids, each handled on its own */
export class JourneyIdsRequest {
  @Param('Comma-separated positive journey ids (an array accepted)', true)
  journeyids?: unknown;
}

/** the per-id outcome of the bulk journey commands */
export interface JourneysBulkReply {
  Success: true;
  /** the ids switched (or copied, or deleted) */
  ProcessedJourneyIDs: number[];
  /** unknown ids, another user's, or (enable/disable) already in that state */
  FailedJourneyIDs: number[];
}

export const JOURNEY_IDS_ERRORS = {
  1: { meaning: 'missing JourneyIDs (HTTP 422)', httpStatus: 422 },
  2: { meaning: 'no positive integer could be read from JourneyIDs (HTTP 422)', httpStatus: 422 },
} as const;
