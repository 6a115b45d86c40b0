import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { code } from '../validation';

/** the events a list integration URL is called on, by the spellings clients send (any case) */
export const LIST_INTEGRATION_EVENTS: Record<string, 'subscription' | 'unsubscription'> = {
  subscription: 'subscription',
  subscribe: 'subscription',
  subscribed: 'subscription',
  unsubscription: 'unsubscription',
  unsubscribe: 'unsubscription',
  unsubscribed: 'unsubscription',
};

export class ListintegrationAddurlRequest {
  @IsPresent(code(1, 'Missing subscriber list ID'))
  @Param('List to watch', true)
  subscriberlistid?: string | number;

  @IsPresent(code(2, 'Missing URL'))
  @MaxText(TextBounds.url, 5, 'URL')
  @Param('Address to call (http or https, a public address)', true)
  url?: string;

  @IsPresent(code(3, 'Missing event type'))
  @Param('`Subscribe` (also `subscription`) or `Unsubscribe` (also `unsubscription`)', true)
  event?: string;
}

export interface ListintegrationAddurlReply {
  WebServiceIntegrationID: number;
  EventType: string;
  ServiceURL: string;
  /** extension: the key of the X-List-Signature HMAC on every call to the URL */
  SigningKey: string;
}

export const ListintegrationAddurl = defineCommand({
  name: 'listintegration.addurl',
  service: 'lists',
  auth: 'user',
  permission: 'List.Update',
  request: ListintegrationAddurlRequest,
  returns: reply<ListintegrationAddurlReply>(),
  reply: 'WebServiceIntegrationID, EventType and ServiceURL as sent, SigningKey (extension: verifies X-List-Signature)',
  errorStyle: 'array',
  errors: {
    1: 'SubscriberListID missing',
    2: 'URL missing',
    3: 'Event missing',
    4: "the list id is not valid (not the caller's)",
    5: `URL not an http(s) URL of at most ${TextBounds.url} characters, or it names a private address (extension)`,
    6: 'Event not Subscribe or Unsubscribe (extension)',
  },
  summary: 'Register a URL called (signed, retried) on subscriptions to or unsubscriptions from one of the caller’s lists.',
});
