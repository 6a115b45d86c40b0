import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { MaxText, TextBounds } from '../text-bounds';
import { SMS_NOTES, unprocessable } from './sms-command-parts';

export class SmsProviderSetRequest {
  @Param("'twilio' (a Twilio-compatible HTTP API) or 'outbox' (the local dev outbox, the default)")
  provider?: string;

  @MaxText(TextBounds.url, 5, 'BaseURL')
  @Param('twilio: base URL of the API (default https://api.twilio.com)')
  baseurl?: string;

  @MaxText(TextBounds.name, 5, 'AccountSID')
  @Param('twilio: the account SID', 'cond')
  accountsid?: string;

  @MaxText(TextBounds.name, 5, 'AuthToken')
  @Param('twilio: the auth token (also verifies the signature of its callbacks)', 'cond')
  authtoken?: string;
}

export interface SmsProviderSetReply {
  Provider: 'twilio' | 'outbox';
  StatusCallbackURL: string;
  InboundURL: string;
  EventsURL: string;
  EventsSecret: string;
}

/** Extension command (not in the spec). */
export const SmsProviderSet = defineCommand({
  name: 'smsprovider.set',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smsprovider' },
  request: SmsProviderSetRequest,
  returns: reply<SmsProviderSetReply>(),
  reply: 'Provider, StatusCallbackURL, InboundURL, EventsURL, EventsSecret',
  errors: {
    1: unprocessable("Provider is neither 'twilio' nor 'outbox'"),
    2: unprocessable('BaseURL is not an http(s) URL, or names an internal host'),
    3: unprocessable('missing AccountSID'),
    4: unprocessable('missing AuthToken'),
    5: unprocessable(
      `a text over its bound, checked before the other codes: BaseURL ${TextBounds.url}, AccountSID and AuthToken ${TextBounds.name} characters`,
    ),
  },
  summary: "Choose the caller's SMS provider; answers the callback URLs and the generic events secret.",
});
