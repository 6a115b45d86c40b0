import type { DkimKey } from '../mail-message';
import { dkimSign } from './dkim-sign';

/** A worker thread of DkimSignPool: signs one message (its bytes and key are copied in, the signed bytes back). */
export default function signInWorker({ raw, key }: { raw: string | Uint8Array; key: DkimKey }): Promise<Buffer> {
  return dkimSign(typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), key);
}
