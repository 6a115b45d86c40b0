import DKIM from 'nodemailer/lib/dkim';

import type { DkimKey } from '../mail-message';

/** `raw` with a DKIM-Signature header in front, by nodemailer's signer (the same signature its transport adds). */
export async function dkimSign(raw: string | Buffer, key: DkimKey): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new DKIM(key).sign(raw)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
