import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class WebsiteEventsPropertiesRequest {
  @Param('The list', true)
  listid?: string | number;
}

export interface WebsiteEventsPropertiesReply {
  ListID: number;
  /** event → property names, sorted */
  Properties: Record<string, string[]>;
}

export const WebsiteEventsProperties = defineCommand({
  name: 'Website_Events.Properties',
  service: 'tracking',
  auth: 'user',
  permission: 'Subscribers.Get',
  v1: { methods: ['GET'], path: 'website_events.properties' },
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: WebsiteEventsPropertiesRequest,
  reply: 'ListID, Properties (event → property names, sorted)',
  returns: reply<WebsiteEventsPropertiesReply>(),
  errorStyle: 'scalar',
  errors: {
    1: { meaning: 'missing ListID (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'invalid ListID (HTTP 422)', httpStatus: 422 },
    3: { meaning: 'list not found (HTTP 404)', httpStatus: 404 },
  },
  summary: 'Event property names seen on a list.',
});
