import { createHmac } from 'node:crypto';

/** Twilio's X-Twilio-Signature of a form POSTed to `url`. */
export function twilioSign(authToken: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((acc, k) => acc + k + form[k], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

export function eventsSign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export async function postForm(url: string, form: Record<string, string>, signature: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
}
