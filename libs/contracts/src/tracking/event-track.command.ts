import { Param } from '../request-params';
import { TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class EventTrackRequest {
  @Param(`The event: 'pageView', 'identify', 'conversion', 'customEvent' or any name of the caller's (cut to ${TextBounds.name} characters)`, true)
  event?: string;

  @Param("The caller's list the event belongs to", true)
  listid?: string | number;

  @Param('The subscriber: an email address (a new one creates the subscriber)')
  email?: string;

  @Param("External subscriber id, matched against the list's unique custom field (or the SHA-256 hex of the email)")
  id?: string;

  @Param('The tracker (visitor) UUID; generated when absent')
  uuid?: string;

  @Param(
    `Event properties (object, at most ${TextBounds.text} characters as JSON; a text value is cut to 10,000, a name to 200); 'conversion' needs conversion-id, conversion-name, conversion-value; isTest: true stores nothing`,
  )
  properties?: Record<string, unknown>;

  @Param(`identify only: custom field values by merge tag alias or CustomField<ID> (object, at most ${TextBounds.text} characters as JSON)`)
  identifyproperties?: Record<string, unknown>;
}

export interface EventTrackReply {
  status: 'success';
  uuid: string;
  external_id: string;
  identify_event_sent: boolean;
}

export const EventTrack = defineCommand({
  name: 'event.track',
  service: 'tracking',
  auth: 'user',
  v1: { methods: ['POST'], path: 'event' },
  rateLimit: { requests: 5000, windowSeconds: 60 },
  request: EventTrackRequest,
  reply: 'status, uuid, external_id, identify_event_sent',
  returns: reply<EventTrackReply>(),
  errorStyle: 'scalar',
  errors: {
    4: { meaning: "invalid ListID (missing, not an id, or not the caller's list) (HTTP 422)", httpStatus: 422 },
    5: { meaning: 'missing Event (HTTP 422)', httpStatus: 422 },
    7: { meaning: 'invalid Email (HTTP 422)', httpStatus: 422 },
    8: { meaning: 'conversion without the conversion-id property (HTTP 422)', httpStatus: 422 },
    9: { meaning: 'conversion without the conversion-name property (HTTP 422)', httpStatus: 422 },
    10: { meaning: 'conversion without a numeric conversion-value property (HTTP 422)', httpStatus: 422 },
    11: { meaning: `Properties or IdentifyProperties over ${TextBounds.text} characters as JSON (extension) (HTTP 422)`, httpStatus: 422 },
  },
  summary: 'Record a website event for a subscriber.',
  notes: 'docs/services/tracking.md: storage, deduplication by (list, UUID, event, $insert_id), identify',
});
