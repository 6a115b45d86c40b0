import { createHmac } from 'node:crypto';

import { createTransport } from 'nodemailer';

import type { StoredMail } from '@mail/mail';
import { abuseReport, deliveryStatusReport } from '@mail/testing';

/**
 * A hard bounce for the message's recipient: a DSN to its VERP return path at the campaigns bounce endpoint when
 * the run knows its port (the in-process suite), else the provider webhook signed with BOUNCE_WEBHOOK_SECRET.
 * Campaign and journey messages alike (both carry the VERP return path).
 */
export function reportHardBounce(mail: StoredMail, baseUrl: string): Promise<void> {
  return report(mail, baseUrl, {
    raw: deliveryStatusReport(mail.envelopeFrom, mail.envelopeTo[0], '5.1.1'),
    notification: { type: 'bounce', bounceType: 'Hard', reason: '550 5.1.1 user unknown' },
  });
}

/** A spam complaint about the message: a feedback-loop (ARF) report to its VERP return path, else the provider webhook. */
export function reportComplaint(mail: StoredMail, baseUrl: string): Promise<void> {
  return report(mail, baseUrl, { raw: abuseReport(mail.envelopeFrom, mail.envelopeTo[0]), notification: { type: 'complaint', reason: 'abuse' } });
}

async function report(mail: StoredMail, baseUrl: string, r: { raw: Buffer; notification: Record<string, string> }): Promise<void> {
  const port = process.env.E2E_BOUNCE_SMTP_PORT;
  const recipient = mail.envelopeTo[0];
  if (port) {
    const transport = createTransport({ host: '127.0.0.1', port: Number(port), secure: false, ignoreTLS: true });
    try {
      const info = await transport.sendMail({ envelope: { from: '', to: mail.envelopeFrom }, raw: r.raw });
      expect(info.accepted).toEqual([mail.envelopeFrom]);
    } finally {
      transport.close();
    }
    return;
  }
  const secret = process.env.BOUNCE_WEBHOOK_SECRET;
  if (!secret) throw new Error('neither E2E_BOUNCE_SMTP_PORT nor BOUNCE_WEBHOOK_SECRET is set: no way to report a bounce');
  const body = JSON.stringify({ ...r.notification, email: recipient, returnPath: mail.envelopeFrom });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const res = await fetch(`${baseUrl}/webhooks/bounces`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': `sha256=${signature}` },
    body,
  });
  expect([res.status, await res.json()]).toEqual([200, { received: 1, recorded: 1, unmatched: 0 }]);
}
