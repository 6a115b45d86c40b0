import { outboundRequest } from '@mail/outbound-http';

import type { OutgoingSms, SendResult } from './sms-provider';

export interface TwilioAccount {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  statusCallback: string;
}

/**
 * Twilio's Messages API (or any API that speaks it, at `baseUrl`): POST the form, Basic auth with the account
 * SID and auth token, through the SSRF guard. Parts and price come from its answer when it gives them.
 */
export async function sendViaTwilio(account: TwilioAccount, sms: OutgoingSms): Promise<SendResult> {
  const url = `${account.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(account.accountSid)}/Messages.json`;
  const form = new URLSearchParams({ To: sms.to, From: sms.from, Body: sms.body, StatusCallback: account.statusCallback });
  let status: number;
  let answer: Record<string, unknown> = {};
  try {
    const res = await outboundRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
      },
      body: form.toString(),
      timeoutMs: 15_000,
      maxBytes: 256 * 1024,
    });
    status = res.status;
    answer = parseJson(res.body.toString('utf8'));
  } catch (error) {
    return { ok: false, errorCode: 'provider_unreachable', gatewayStatus: (error as { kind?: string }).kind ?? 'error' };
  }
  const sid = typeof answer.sid === 'string' ? answer.sid : '';
  if (status >= 300 || !sid)
    return { ok: false, errorCode: scalar(answer.code ?? answer.error_code) || `http_${status}`, gatewayStatus: scalar(answer.status) || 'failed' };
  const price = typeof answer.price === 'string' && /^-?\d+(\.\d+)?$/.test(answer.price) ? answer.price.replace(/^-/, '') : undefined;
  const parts = Number(answer.num_segments);
  return {
    ok: true,
    providerMessageId: sid,
    ...(Number.isInteger(parts) && parts > 0 ? { parts } : {}),
    ...(price ? { cost: price, currency: scalar(answer.price_unit).toUpperCase() } : {}),
  };
}

/** a JSON scalar as text ('' for anything else) */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
