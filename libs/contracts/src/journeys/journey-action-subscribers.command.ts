import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

import { JOURNEYS_NOTES } from './journey-shared';

/** the FilterJSON items and what each means */
export const ACTION_SUBSCRIBER_FILTERS = [
  'opened',
  'clicked',
  'converted',
  'browser_viewed',
  'forwarded',
  'unsubscribed',
  'bounced',
  'spam_complaint',
] as const;

/** journey.action.subscribers: read by the service in code order. */
export class JourneyActionSubscribersRequest {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;

  @Param('An action of that journey (integer)', true)
  actionid?: string | number;

  @Param(`JSON array of any of ${ACTION_SUBSCRIBER_FILTERS.join(', ')}`)
  filterjson?: unknown;

  @Param('AND (default) or OR between the filter items')
  operator?: string;

  @Param('Page size (default 25; 0 as a form value or string: every subscriber)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('EmailAddress (default), SubscriberID or ReachedAt')
  orderfield?: string;

  @Param('ASC (default) or DESC')
  ordertype?: string;
}

export interface JourneyActionSubscriber {
  SubscriberID: string;
  EmailAddress: string;
  /** bounced, complained or unsubscribed through this action's email */
  Suppressed: boolean;
}

export interface JourneyActionSubscribersReply {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
  Subscribers: JourneyActionSubscriber[];
  TotalSubscribers: number;
}

export const JourneyActionSubscribers = defineCommand({
  name: 'journey.action.subscribers',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET', 'POST'], path: 'journey.action.subscribers' },
  request: JourneyActionSubscribersRequest,
  returns: reply<JourneyActionSubscribersReply>(),
  reply: 'Success, ErrorCode, ErrorText, Subscribers, TotalSubscribers',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'missing JourneyID (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'missing ActionID (HTTP 422)', httpStatus: 422 },
    3: { meaning: 'JourneyID is not a positive integer (HTTP 422)', httpStatus: 422 },
    4: { meaning: 'ActionID is not a positive integer (HTTP 422)', httpStatus: 422 },
    5: { meaning: "FilterJSON is not a JSON array (HTTP 422); after validation: journey not found, also another user's (HTTP 404)", httpStatus: 422 },
    6: { meaning: 'FilterJSON has an unknown item (HTTP 422); after validation: action not found in that journey (HTTP 404)', httpStatus: 422 },
    7: { meaning: 'Operator is neither AND nor OR (HTTP 422)', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Page through the subscribers who reached one action of a journey, filtered by what they did with its email.',
  notes: JOURNEYS_NOTES,
});
