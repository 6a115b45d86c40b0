import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

/** The provider's secrets read back: the Twilio auth token and the generic events secret, each in its own context. */
@Injectable()
export class ProviderSecrets {
  readonly authToken: SecretBox;
  readonly eventsSecret: SecretBox;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.authToken = new SecretBox(keyring, 'sms.provider.auth_token');
    this.eventsSecret = new SecretBox(keyring, 'sms.provider.events_secret');
  }
}
