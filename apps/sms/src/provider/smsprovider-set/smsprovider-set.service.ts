import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { SmsProviderSetReply, SmsProviderSetRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { checkStorableUrl } from '@mail/outbound-http';
import { paramText } from '@mail/values';

import { invalid } from '../../common/params';
import { hookUrl } from '../hook-urls';
import { ProviderRepository } from '../provider.repository';
import { ProviderSecrets } from '../provider-secrets';

const TWILIO = 'https://api.twilio.com';

/** smsprovider.set: twilio (base URL, account SID, auth token) or the dev outbox; answers the callback URLs. */
@Injectable()
export class SmsProviderSetService {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly secrets: ProviderSecrets,
  ) {}

  async run(input: SmsProviderSetRequest, caller: Caller): Promise<SmsProviderSetReply> {
    const userId = caller.userId;
    const p = input;
    const kind = (paramText(p.provider) || 'outbox').toLowerCase();
    if (kind !== 'twilio' && kind !== 'outbox') throw invalid(1, "Provider must be 'twilio' or 'outbox'");
    const baseUrl = kind === 'twilio' ? twilioBaseUrl(paramText(p.baseurl) || TWILIO) : '';
    const accountSid = kind === 'twilio' ? paramText(p.accountsid) : '';
    if (kind === 'twilio' && !accountSid) throw invalid(3, 'Missing AccountSID');
    const authToken = kind === 'twilio' ? paramText(p.authtoken) : '';
    if (kind === 'twilio' && !authToken) throw invalid(4, 'Missing AuthToken');
    const existing = await this.providers.byUser(userId);
    const saved = await this.providers.upsert({
      userId,
      hookKey: existing?.hookKey ?? randomBytes(16).toString('hex'),
      kind,
      baseUrl,
      accountSid,
      authTokenSealed: authToken ? this.secrets.authToken.seal(authToken) : '',
      eventsSecretSealed: existing?.eventsSecretSealed ?? this.secrets.eventsSecret.seal(randomBytes(24).toString('hex')),
    });
    return {
      Provider: saved.kind,
      StatusCallbackURL: hookUrl(saved.hookKey, 'status'),
      InboundURL: hookUrl(saved.hookKey, 'inbound'),
      EventsURL: hookUrl(saved.hookKey, 'events'),
      EventsSecret: this.secrets.eventsSecret.open(saved.eventsSecretSealed),
    };
  }
}

/** the one storable-URL check (http(s), no internal host), without trailing slashes */
function twilioBaseUrl(value: string): string {
  const checked = checkStorableUrl(value);
  if (!checked.ok) throw invalid(2, checked.reason === 'invalid-url' ? 'BaseURL must be an http(s) URL' : 'BaseURL must point at a public host');
  return checked.url.replace(/\/+$/, '');
}
