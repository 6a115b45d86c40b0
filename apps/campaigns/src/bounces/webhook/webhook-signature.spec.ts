import { signWebhook, verifyWebhookSignature } from './webhook-signature';

describe(verifyWebhookSignature.name, () => {
  const now = 1_800_000_000;
  const body = '{"type":"bounce","email":"a@example.com"}';

  it('accepts the signature of the exact body and a fresh timestamp', () => {
    expect(verifyWebhookSignature('s3cret', String(now), signWebhook('s3cret', now, body), body, now + 10)).toBe(true);
  });

  it('refuses another secret, another body, a stale or malformed timestamp', () => {
    const signature = signWebhook('s3cret', now, body);
    expect(verifyWebhookSignature('other', String(now), signature, body, now)).toBe(false);
    expect(verifyWebhookSignature('s3cret', String(now), signature, `${body} `, now)).toBe(false);
    expect(verifyWebhookSignature('s3cret', String(now), signature, body, now + 301)).toBe(false);
    expect(verifyWebhookSignature('s3cret', `${now}.0`, signature, body, now)).toBe(false);
    expect(verifyWebhookSignature('s3cret', String(now), '', body, now)).toBe(false);
  });
});
