import { createPrivateKey, type KeyObject } from 'node:crypto';

import { LRUCache } from 'lru-cache';

/** the one cache of parsed DKIM keys, whoever signs (nodemailer's path, composeSigned, a service's domain keys) */
const parsed = new LRUCache<string, KeyObject>({ max: 1000 });

/** A PEM private key parsed once, for signing many messages (each signature would decode the PEM text again). */
export function dkimPrivateKey(pem: string): KeyObject {
  let key = parsed.get(pem);
  if (!key) parsed.set(pem, (key = createPrivateKey(pem)));
  return key;
}
