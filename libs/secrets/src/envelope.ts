import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { KEY_BYTES, type Keyring } from './keyring';

/**
 * Envelope encryption: each secret gets its own random data key (DEK) and is sealed with
 * AES-256-GCM; the DEK is sealed in turn (AES-256-GCM) by the keyring's active key-encryption key.
 * The result is one self-describing string:
 *
 *   sealed:v1:<kid>:<wrapped DEK>:<iv>:<tag>:<data>     (fields base64url; wrapped DEK = iv|tag|key)
 *
 * The key id and version are authenticated with the DEK; an optional context (e.g. the column the
 * secret lives in) is authenticated with the data, so a value copied elsewhere does not open.
 */
const PREFIX = 'sealed';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^sealed:v1:[A-Za-z0-9_-]{1,32}(:[A-Za-z0-9_-]+){3}:[A-Za-z0-9_-]*$/;

export class SecretDecryptError extends Error {
  override name = 'SecretDecryptError';
}

interface Envelope {
  kid: string;
  wrapped: Buffer;
  iv: Buffer;
  tag: Buffer;
  data: Buffer;
}

export function isSealed(value: string): boolean {
  return SEALED.test(value);
}

/** The id of the key that wrapped this secret, or undefined for a value that is not sealed. */
export function sealedKeyId(value: string): string | undefined {
  return isSealed(value) ? value.split(':')[2] : undefined;
}

export function seal(keyring: Keyring, plaintext: string, context = ''): string {
  const dek = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dek, iv).setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return format({ kid: keyring.activeKeyId, wrapped: wrapKey(keyring, keyring.activeKeyId, dek), iv, tag: cipher.getAuthTag(), data });
}

export function open(keyring: Keyring, sealed: string, context = ''): string {
  const envelope = parse(sealed);
  const dek = unwrapKey(keyring, envelope);
  try {
    const decipher = createDecipheriv('aes-256-gcm', dek, envelope.iv).setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(envelope.tag);
    return Buffer.concat([decipher.update(envelope.data), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptError('sealed secret failed authentication (tampered, or sealed for another context)');
  }
}

/** The same secret with its DEK re-wrapped by the active key; the data itself is untouched. */
export function rewrap(keyring: Keyring, sealed: string): string {
  const envelope = parse(sealed);
  if (envelope.kid === keyring.activeKeyId) return sealed;
  const dek = unwrapKey(keyring, envelope);
  return format({ ...envelope, kid: keyring.activeKeyId, wrapped: wrapKey(keyring, keyring.activeKeyId, dek) });
}

function wrapKey(keyring: Keyring, kid: string, dek: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.keys.get(kid) as Buffer, iv).setAAD(header(kid));
  const key = Buffer.concat([cipher.update(dek), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), key]);
}

function unwrapKey(keyring: Keyring, envelope: Envelope): Buffer {
  const kek = keyring.keys.get(envelope.kid);
  if (!kek) throw new SecretDecryptError(`sealed secret uses key "${envelope.kid}", which is not in the keyring`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', kek, envelope.wrapped.subarray(0, IV_BYTES)).setAAD(header(envelope.kid));
    decipher.setAuthTag(envelope.wrapped.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const dek = Buffer.concat([decipher.update(envelope.wrapped.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    if (dek.length !== KEY_BYTES) throw new Error('bad key length');
    return dek;
  } catch {
    throw new SecretDecryptError(`sealed secret's data key does not open with key "${envelope.kid}" (wrong key or tampered)`);
  }
}

function header(kid: string): Buffer {
  return Buffer.from(`${PREFIX}:${VERSION}:${kid}`, 'utf8');
}

function format(e: Envelope): string {
  return [PREFIX, VERSION, e.kid, ...[e.wrapped, e.iv, e.tag, e.data].map((b) => b.toString('base64url'))].join(':');
}

function parse(sealed: string): Envelope {
  if (!isSealed(sealed)) throw new SecretDecryptError('not a sealed secret (expected sealed:v1:…)');
  const [, , kid, ...fields] = sealed.split(':');
  const [wrapped, iv, tag, data] = fields.map((f) => Buffer.from(f, 'base64url'));
  if (wrapped.length !== IV_BYTES + TAG_BYTES + KEY_BYTES || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new SecretDecryptError('sealed secret is malformed');
  return { kid, wrapped, iv, tag, data };
}
