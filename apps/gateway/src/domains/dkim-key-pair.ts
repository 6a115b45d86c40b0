import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

export interface DkimKeyPair {
  /** PKCS#8 PEM, what the signer needs */
  privateKeyPem: string;
  /** base64 SubjectPublicKeyInfo, the `p=` of the DKIM record */
  publicKey: string;
}

/** A new 2048-bit RSA pair (RFC 8301's recommended size; every receiver verifies RSA, not all Ed25519). */
export async function newDkimKeyPair(): Promise<DkimKeyPair> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKey: publicKey.toString('base64') };
}
