import { generateKeyPairSync } from 'node:crypto';

import { authenticate } from 'mailauth';

import { DkimSignPool, dkimPrivateKey, inlineDkimSigner } from '../src';

/**
 * DKIM signing on worker threads (the pool runs the built worker, dist/smtp/dkim-sign.worker.js): the signed bytes
 * are nodemailer's, and a receiver (mailauth) verifies them against the published key.
 */
describe(DkimSignPool.name, () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  const published = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const raw = Buffer.from('From: Shop <orders@shop.example>\r\nTo: buyer@example.com\r\nSubject: Your receipt\r\n\r\nThank you for your order.\r\n');
  const pool = new DkimSignPool(2);

  afterAll(() => pool.close());

  it('signs with a parsed key on a worker thread as nodemailer signs with the PEM on the calling one, verifiably', async () => {
    const key = { domainName: 'shop.example', keySelector: 's1', privateKey: dkimPrivateKey(pem) };
    const signed = await Promise.all([pool.sign(raw, key), pool.sign(raw.toString(), key)]);
    const inline = await inlineDkimSigner.sign(raw, { ...key, privateKey: pem });
    expect(signed.map((s) => Buffer.isBuffer(s) && s.equals(inline))).toEqual([true, true]);

    const { dkim } = await authenticate(signed[0], {
      ip: '127.0.0.1',
      helo: 'localhost',
      sender: 'orders@shop.example',
      disableArc: true,
      disableBimi: true,
      resolver: async (name: string, type: string) => {
        if (name === 's1._domainkey.shop.example' && type === 'TXT') return [[`v=DKIM1; k=rsa; p=${published}`]];
        throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
      },
    });
    expect(dkim.results.map((r) => ({ domain: r.signingDomain, result: r.status.result }))).toEqual([{ domain: 'shop.example', result: 'pass' }]);
  });
});
