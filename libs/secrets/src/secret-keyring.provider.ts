import type { Provider } from '@nestjs/common';

import { keyringFromEnvironment } from './keyring-from-environment';

/** The key-encryption keys (SECRETS_KEYS, or the local key file), read once per process. */
export const SECRET_KEYRING = Symbol('SECRET_KEYRING');

export const secretKeyringProvider: Provider = { provide: SECRET_KEYRING, useFactory: keyringFromEnvironment };
