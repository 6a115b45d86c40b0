import { readFileSync } from 'node:fs';

import { env } from '@mail/config';

import type { DkimKey } from '../mail-message';

/**
 * The DKIM key from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM text, `\n` escapes allowed, or
 * the path of a PEM file). None set: no signing. Some but not all set: a configuration error, raised at boot.
 */
export function dkimFromEnv(read: (name: string) => string | undefined = env): DkimKey | undefined {
  const [domainName, keySelector, key] = [read('DKIM_DOMAIN'), read('DKIM_SELECTOR'), read('DKIM_PRIVATE_KEY')];
  if (!domainName && !keySelector && !key) return undefined;
  if (!domainName || !keySelector || !key) throw new Error('DKIM needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY');
  const pem = key.includes('-----BEGIN') ? key.replace(/\\n/g, '\n') : readFileSync(key, 'utf8');
  if (!pem.includes('PRIVATE KEY-----')) throw new Error('DKIM_PRIVATE_KEY is not a PEM private key (nor the path of one)');
  return { domainName, keySelector, privateKey: pem };
}
