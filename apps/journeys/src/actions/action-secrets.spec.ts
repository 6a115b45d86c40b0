import { randomBytes } from 'node:crypto';

import { formatKeyEntry, parseKeyring } from '@mail/secrets';

import { ActionSecrets } from './action-secrets';

describe(ActionSecrets.name, () => {
  const k1 = formatKeyEntry('k1', randomBytes(32));
  const k2 = formatKeyEntry('k2', randomBytes(32));
  const params = { WebhookURL: 'http://127.0.0.1/hook', Secret: 's3cret', Headers: [{ Name: 'Authorization', Value: 'Bearer tok-123' }] };

  it('seals the Secret and every header value, keeps header names and the rest, and opens them back', () => {
    const secrets = new ActionSecrets(parseKeyring(k1));
    const sealed = secrets.seal(params);
    expect(JSON.stringify(sealed)).not.toContain('tok-123');
    expect(JSON.stringify(sealed)).not.toContain('s3cret');
    expect(sealed).toMatchObject({ WebhookURL: params.WebhookURL, Headers: [{ Name: 'Authorization' }] });
    expect(secrets.open(sealed)).toEqual(params);
  });

  it('the boot pass: plaintext rows are sealed, rows under an old key re-wrapped, rows under the active key left alone', () => {
    const old = new ActionSecrets(parseKeyring(k1));
    const current = new ActionSecrets(parseKeyring(`${k2},${k1}`));
    const fromPlain = current.rewrapped(params)!;
    expect(JSON.stringify(fromPlain)).not.toContain('tok-123');
    expect(current.rewrapped(fromPlain)).toBeUndefined();
    const fromOld = current.rewrapped(old.seal(params))!;
    expect(new ActionSecrets(parseKeyring(k2)).open(fromOld)).toEqual(params);
    expect(current.rewrapped({ WebhookURL: 'http://127.0.0.1/hook', Headers: [] })).toBeUndefined();
  });
});
