/**
 * Events the lists service consumes to build subscriber activity (EventSubjects.Email*, Journey*,
 * WebsiteEventTracked). Producers may add fields; these are the ones lists reads. Subscriber identity is
 * `subscriberId` + `listId`, or `emailAddress` + `listId` when the producer only knows the address.
 */
export interface SubscriberRef {
  userId?: number;
  listId: number;
  subscriberId?: number;
  emailAddress?: string;
  occurredAt?: string;
}

export interface EmailDeliveredPayload extends SubscriberRef {
  campaignId?: number;
  autoResponderId?: number;
  emailId?: number;
  /** 'campaign' (default), 'transactional' or 'autoresponder' */
  kind?: 'campaign' | 'transactional' | 'autoresponder';
}

export interface EmailOpenedPayload extends SubscriberRef {
  campaignId?: number;
  emailId?: number;
}

export interface EmailClickedPayload extends SubscriberRef {
  campaignId?: number;
  emailId?: number;
  url?: string;
  linkId?: number;
}

export interface EmailBouncedPayload extends SubscriberRef {
  campaignId?: number;
  emailId?: number;
  bounceType: 'Hard' | 'Soft';
}

export interface JourneyStartedPayload extends SubscriberRef {
  journeyId: number;
  journeyName?: string;
  actionId?: number;
  entryId?: string | number;
}

export interface JourneyEndedPayload extends SubscriberRef {
  journeyId: number;
  journeyName?: string;
  actionId?: number;
  /** 'completed' (default) or 'exited' */
  reason?: 'completed' | 'exited';
}

export interface WebsiteEventTrackedPayload extends SubscriberRef {
  websiteTrackerUuid: string;
  event: string;
  parameters?: Record<string, unknown>;
}
