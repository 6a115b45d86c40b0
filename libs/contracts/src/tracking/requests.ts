import { Param } from '../request-params';

/**
 * Tracking requests. The services answer every code themselves (their order and HTTP status are the spec's):
 * these classes document the parameters, lower-cased as the edge delivers them.
 */
export class EventTrackRequest {
  @Param("The event: 'pageView', 'identify', 'conversion', 'customEvent' or any name of the caller's", true)
  event?: string;

  @Param("The caller's list the event belongs to", true)
  listid?: string | number;

  @Param('The subscriber: an email address (a new one creates the subscriber)')
  email?: string;

  @Param("External subscriber id, matched against the list's unique custom field (or the SHA-256 hex of the email)")
  id?: string;

  @Param('The tracker (visitor) UUID; generated when absent')
  uuid?: string;

  @Param("Event properties (object); 'conversion' needs conversion-id, conversion-name, conversion-value; isTest: true stores nothing")
  properties?: Record<string, unknown>;

  @Param('identify only: custom field values by merge tag alias or CustomField<ID> (object)')
  identifyproperties?: Record<string, unknown>;
}

export class WebsiteEventsPropertiesRequest {
  @Param('The list', true)
  listid?: string | number;
}

export class UserWebhookListRequest {
  @Param('boolean: add ReceivedRequestsStats (day epoch → count, last 30 days) to each webhook')
  includestats?: string | boolean;
}

export class UserWebhookIdRequest {
  @Param('The webhook', true)
  webhookid?: string | number;
}

export class UserWebhookCreateRequest {
  @Param('Name of the webhook', true)
  name?: string;

  @Param("The caller's list the webhook subscribes to or unsubscribes from", true)
  rellistid?: string | number;

  @Param("'Subscription' or 'Unsubscription'", true)
  event?: string;

  @Param('boolean (default false): Unsubscription removes the contact from every list of the caller')
  unsubscribeall?: string | boolean;
}

export class UserWebhookUpdateRequest extends UserWebhookCreateRequest {
  @Param('The webhook', true)
  webhookid?: string | number;
}

export class UserWebhookStatsRequest extends UserWebhookIdRequest {
  @Param('Days back from today, 1 to 365 (clamped), default 30')
  days?: string | number;
}
