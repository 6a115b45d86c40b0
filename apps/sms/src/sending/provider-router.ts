import { Injectable } from '@nestjs/common';

import { DevOutbox } from '../outbox/dev-outbox';
import { hookUrl } from '../provider/hook-urls';
import { ProviderRepository } from '../provider/provider.repository';
import { ProviderSecrets } from '../provider/provider-secrets';
import type { OutgoingSms, SendResult } from './sms-provider';
import { sendViaTwilio } from './twilio-adapter';

export type SendFn = (sms: OutgoingSms) => Promise<SendResult>;

/** The user's provider as a send function: Twilio(-compatible) when configured, else the dev outbox. */
@Injectable()
export class ProviderRouter {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly secrets: ProviderSecrets,
    private readonly outbox: DevOutbox,
  ) {}

  async forUser(userId: number): Promise<SendFn> {
    const p = await this.providers.byUser(userId);
    if (!p || p.kind !== 'twilio') return (sms) => this.outbox.send(sms);
    const account = {
      baseUrl: p.baseUrl,
      accountSid: p.accountSid,
      authToken: this.secrets.authToken.open(p.authTokenSealed),
      statusCallback: hookUrl(p.hookKey, 'status'),
    };
    return (sms) => sendViaTwilio(account, sms);
  }
}
