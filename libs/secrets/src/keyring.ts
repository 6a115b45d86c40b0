/**
 * Key-encryption keys (KEKs). A keyring spec is `kid:base64(32 bytes)` entries separated by commas;
 * the first is active (seals new secrets), the others only open secrets sealed before a rotation.
 */
export interface Keyring {
  activeKeyId: string;
  keys: ReadonlyMap<string, Buffer>;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
export const KEY_BYTES = 32;

export class KeyringError extends Error {
  override name = 'KeyringError';
}

/** Parses a keyring spec; errors name the entry's position and key id, never the key material. */
export function parseKeyring(spec: string, source = 'SECRETS_KEYS'): Keyring {
  const entries = spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (!entries.length) throw new KeyringError(`${source} holds no key`);
  const keys = new Map<string, Buffer>();
  entries.forEach((entry, index) => {
    const separator = entry.indexOf(':');
    const kid = separator > 0 ? entry.slice(0, separator) : '';
    if (!KEY_ID.test(kid)) throw new KeyringError(`${source} entry ${index + 1}: expected kid:base64key with kid of 1-32 [A-Za-z0-9_-]`);
    const key = Buffer.from(entry.slice(separator + 1), 'base64');
    if (key.length !== KEY_BYTES) throw new KeyringError(`${source} key "${kid}": must be ${KEY_BYTES} bytes in base64 (got ${key.length})`);
    if (keys.has(kid)) throw new KeyringError(`${source} key "${kid}" appears twice`);
    keys.set(kid, key);
  });
  return { activeKeyId: entries[0].slice(0, entries[0].indexOf(':')), keys };
}

export function formatKeyEntry(kid: string, key: Buffer): string {
  return `${kid}:${key.toString('base64')}`;
}
