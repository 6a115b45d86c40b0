import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

import { isSecretName } from './settings-redaction';

const log = logger('accounts.settings');

/**
 * Secret-named system settings (passwords, keys: the names system.getsettings redacts) are stored sealed
 * (libs/secrets, SECRETS_KEYS, context `accounts.system_setting`) and opened only in memory. Empty stays empty.
 */
@Injectable()
export class SystemSettingsSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.box = new SecretBox(keyring, 'accounts.system_setting');
  }

  sealed(values: Record<string, string>): Record<string, string> {
    return Object.fromEntries(Object.entries(values).map(([name, v]) => [name, v && isSecretName(name) ? this.box.seal(v) : v]));
  }

  /** a value that does not open (its key left SECRETS_KEYS) reads as empty, and is logged */
  opened(values: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      Object.entries(values).map(([name, v]) => {
        if (!v || !isSecretName(name)) return [name, v];
        try {
          return [name, this.box.open(v)];
        } catch (error) {
          log.error({ name, err: (error as Error).message }, 'a sealed system setting does not open; it reads as empty');
          return [name, ''];
        }
      }),
    );
  }
}
