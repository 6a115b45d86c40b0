import { resolve } from 'node:path';

import { env, logger } from '@mail/config';

import { type Keyring, parseKeyring } from './keyring';
import { readOrCreateKeyFile } from './local-key-file';

const log = logger('secrets');
let warned = false;

/**
 * `SECRETS_KEYS` when set. Otherwise (npm start, tests) a key generated once into
 * DATA_DIR/secrets.key: fine for one machine, wrong for replicas that do not share that file.
 */
export function keyringFromEnvironment(): Keyring {
  const configured = env('SECRETS_KEYS');
  if (configured) return parseKeyring(configured);
  const path = resolve(env('DATA_DIR', '.data') as string, 'secrets.key');
  const keyring = parseKeyring(readOrCreateKeyFile(path), path);
  if (!warned) {
    warned = true;
    log.warn({ path }, 'SECRETS_KEYS is unset: secrets are encrypted with the local key file; distributed installations must set SECRETS_KEYS');
  }
  return keyring;
}
