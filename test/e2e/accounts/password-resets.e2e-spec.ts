import { e2eEnv, e2eMailInbox, e2eSql, linksIn, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, login, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const inbox = e2eMailInbox();

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const RESET_SUBJECT = /reset your password/i;
const NEW_PASSWORD_SUBJECT = /password has been reset/i;

/** the token a reminder mail's link carries (CustomResetLink `https://app.example/reset?token=%s`) */
function tokenIn(text: string): string {
  const link = linksIn(text).find((l) => l.startsWith('https://app.example/reset?token='));
  if (!link) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(link.slice('https://app.example/reset?token='.length));
}

/** the new password a reset mail carries (the line after "Your new password is:") */
function passwordIn(text: string): string {
  const match = /new password is:\s*\n\s*\n?(\S+)/.exec(text);
  if (!match) throw new Error(`no password in: ${text}`);
  return match[1];
}

/** waits for the n-th mail to `to` whose subject matches, and answers it */
async function mailTo(to: string, subject: RegExp, count = 1) {
  return inbox!.waitFor(to, { subject, count, timeoutMs: 20_000 });
}

async function remind(user: SeededUser, format: string = 'JSON', extra: Record<string, unknown> = {}) {
  return api.legacy('user.passwordremind', { EmailAddress: user.email, CustomResetLink: b64('https://app.example/reset?token=%s'), ...extra }, { format });
}

// Reads what arrived at the suite's dev SMTP server; skipped when the run has no inbox to read (E2E_MAIL_INBOX_URL unset).
(inbox ? describe : describe.skip)('user.passwordremind and user.passwordreset', () => {
  it.each(FORMATS)(
    'mails a link with the token in CustomResetLink; the token sets a new password that logs in, once, and ends the sessions (%s)',
    async (format) => {
      const user = await seedUser(api, adminApiKey);
      const before = await login(api, user.username, user.password);
      expect(succeeded(before)).toBe(true);
      const oldSession = String(before.body.SessionID);
      expect(succeeded(await api.legacy('User.Current', { SessionID: oldSession }))).toBe(true);
      const res = await remind(user, format);
      expect(succeeded(res)).toBe(true);
      expect(res.body).toMatchObject({ ErrorText: '', PasswordResetToken: '', PasswordResetLink: '' });

      const token = tokenIn((await mailTo(user.email, RESET_SUBJECT)).text);
      const reset = await api.legacy('user.passwordreset', { UserID: token }, { format });
      expect(succeeded(reset)).toBe(true);
      expect(String(reset.body.WoocommerceUserId)).toBe('false');

      const password = passwordIn((await mailTo(user.email, NEW_PASSWORD_SUBJECT)).text);
      expect(succeeded(await login(api, user.username, password))).toBe(true);
      expect(succeeded(await login(api, user.username, user.password))).toBe(false);
      // the session opened before the reset is over on every edge; the API key stays (a credential of its own)
      expect(errorCodes(await api.legacy('User.Current', { SessionID: oldSession }, { format }))).toEqual([99998]);
      expect(succeeded(await api.legacy('User.Current', { APIKey: user.apiKey }))).toBe(true);
      // single use
      expect(errorCodes(await api.legacy('user.passwordreset', { UserID: token }, { format }))).toEqual([2]);
    },
  );

  it('the default link (no CustomResetLink) completes the reset when followed', async () => {
    const user = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('User.PasswordRemind', { EmailAddress: user.email.toUpperCase() }))).toBe(true);
    const [link] = linksIn((await mailTo(user.email, RESET_SUBJECT)).text);
    expect(link).toContain('/api.php?Command=user.passwordreset&UserID=');
    const followed = await api.raw('GET', link);
    expect(succeeded(followed)).toBe(true);
    const password = passwordIn((await mailTo(user.email, NEW_PASSWORD_SUBJECT)).text);
    expect(succeeded(await login(api, user.username, password))).toBe(true);
    expect(errorCodes(await api.raw('GET', link))).toEqual([2]);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const user = await seedUser(api, adminApiKey);
    const ghost = `${unique('ghost')}@example.com`;
    const known = await api.legacy('user.passwordremind', { EmailAddress: user.email });
    const unknown = await api.legacy('user.passwordremind', { EmailAddress: ghost });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mailTo(user.email, RESET_SUBJECT); // the known one's reminder went out by now; the ghost's would have too
    expect(await inbox!.list(ghost)).toEqual([]);
  });

  it('an expired token is refused (2), and a newer reminder voids the older link', async () => {
    const user = await seedUser(api, adminApiKey);
    await remind(user);
    const first = tokenIn((await mailTo(user.email, RESET_SUBJECT)).text);
    await remind(user);
    const second = tokenIn((await mailTo(user.email, RESET_SUBJECT, 2)).text);
    expect(second).not.toBe(first);
    expect(errorCodes(await api.legacy('user.passwordreset', { UserID: first }))).toEqual([2]);

    // only the token's hash is stored: nothing in the table equals the token
    const stored = await e2eSql<{ token_hash: string }>(`SELECT "token_hash" FROM "accounts"."reset_token" WHERE "scope" = 'user' AND "principal_id" = $1`, [
      user.userId,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(second);
    await e2eSql(`UPDATE "accounts"."reset_token" SET "expires_at" = now() - interval '1 second' WHERE "scope" = 'user' AND "principal_id" = $1`, [
      user.userId,
    ]);
    for (const format of FORMATS) expect(errorCodes(await api.legacy('user.passwordreset', { UserID: second }, { format }))).toEqual([2]);
    expect(succeeded(await login(api, user.username, user.password))).toBe(true);
  });

  it('with an administrator key: ReturnParams answers the token and link, custom subject and body, a chosen password without email', async () => {
    const user = await seedUser(api, adminApiKey);
    const subject = `Custom ${unique('s')}`;
    const res = await remind(user, 'JSON', {
      AdminAPIKey: adminApiKey,
      ReturnParams: 'true',
      ResetEmailSubject: subject,
      ResetEmailContent: 'Follow %Link% to reset.',
    });
    expect(succeeded(res)).toBe(true);
    expect(res.body.PasswordResetToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.PasswordResetLink).toBe(`https://app.example/reset?token=${res.body.PasswordResetToken}`);
    const mail = await mailTo(user.email, new RegExp(subject));
    expect(mail.text).toContain(`Follow ${res.body.PasswordResetLink} to reset.`);

    const chosen = `Chosen-${unique()}`;
    const reset = await api.legacy('user.passwordreset', {
      UserID: res.body.PasswordResetToken,
      AdminAPIKey: adminApiKey,
      NewPassword: chosen,
      DontSendNewPasswordEmail: 'true',
    });
    expect(succeeded(reset)).toBe(true);
    expect(succeeded(await login(api, user.username, chosen))).toBe(true);
    expect(await inbox!.list(user.email)).toHaveLength(1); // the reminder only
  });

  it('without an administrator key, ReturnParams, the custom subject and NewPassword are ignored', async () => {
    const user = await seedUser(api, adminApiKey);
    const res = await remind(user, 'XML', { ReturnParams: 'true', ResetEmailSubject: 'Phish', NewPassword: 'x' });
    expect(succeeded(res)).toBe(true);
    expect(res.body.PasswordResetToken ?? '').toBe('');
    const token = tokenIn((await mailTo(user.email, RESET_SUBJECT)).text);
    expect(succeeded(await api.legacy('user.passwordreset', { UserID: token, NewPassword: 'Mine-123' }))).toBe(true);
    expect(succeeded(await login(api, user.username, 'Mine-123'))).toBe(false);
    const password = passwordIn((await mailTo(user.email, NEW_PASSWORD_SUBJECT)).text);
    expect(succeeded(await login(api, user.username, password))).toBe(true);
  });

  it('a token of one user never resets another, and an administrator token is no user token', async () => {
    const [a, b] = [await seedUser(api, adminApiKey), await seedUser(api, adminApiKey)];
    await remind(a);
    const token = tokenIn((await mailTo(a.email, RESET_SUBJECT)).text);
    expect(succeeded(await api.legacy('user.passwordreset', { UserID: token }))).toBe(true);
    expect(succeeded(await login(api, b.username, b.password))).toBe(true);
    expect(errorCodes(await api.legacy('admin.passwordreset', { AdminID: token }))).toEqual([2]);
  });

  it.each(FORMATS)('error codes (%s)', async (format) => {
    expect(errorCodes(await api.legacy('user.passwordremind', {}, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('user.passwordremind', { EmailAddress: 'not-an-address' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('user.passwordreset', {}, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('user.passwordreset', { UserID: 'nope' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('user.passwordreset', { UserID: '1' }, { format }))).toEqual([2]);
  });
});

(inbox ? describe : describe.skip)('admin.passwordremind and admin.passwordreset', () => {
  let admin: { id: number; username: string; email: string };
  beforeAll(async () => {
    // a second administrator of this file's own, so the suite's administrator keeps its password
    const username = unique('adm');
    const email = `${username}@example.com`;
    const [row] = await e2eSql<{ id: number }>(
      `INSERT INTO "accounts"."administrator" ("name", "username", "email_address", "password_hash", "tfa_secret") VALUES ($1, $2, $3, 'x', '') RETURNING "id"`,
      ['Reset Admin', username, email],
    );
    admin = { id: Number(row.id), username, email };
  });

  it.each(FORMATS)('mails a single-use link; the token sets a new password that logs in (%s)', async (format) => {
    const res = await api.legacy('admin.passwordremind', { EmailAddress: admin.email, CustomResetLink: b64('https://app.example/reset?token=%s') }, { format });
    expect(succeeded(res)).toBe(true);
    const token = tokenIn((await mailTo(admin.email, RESET_SUBJECT, format === 'JSON' ? 1 : 2)).text);
    expect(succeeded(await api.legacy('admin.passwordreset', { AdminID: token }, { format }))).toBe(true);
    const password = passwordIn((await mailTo(admin.email, NEW_PASSWORD_SUBJECT, format === 'JSON' ? 1 : 2)).text);
    const session = await api.legacy('Admin.Login', { Username: admin.username, Password: password, DisableCaptcha: 'true' });
    expect(succeeded(session)).toBe(true);
    expect(errorCodes(await api.legacy('admin.passwordreset', { AdminID: token }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('user.passwordreset', { UserID: token }, { format }))).toEqual([2]);
  });

  it('answers an unknown address like a known one', async () => {
    const ghost = `${unique('ghost')}@example.com`;
    const known = await api.legacy('admin.passwordremind', { EmailAddress: admin.email });
    const unknown = await api.legacy('admin.passwordremind', { EmailAddress: ghost });
    expect(succeeded(unknown)).toBe(true);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await mailTo(admin.email, RESET_SUBJECT, 3);
    expect(await inbox!.list(ghost)).toEqual([]);
  });

  it.each(FORMATS)('error codes: name codes for a missing field, 2 invalid address or bad link (%s)', async (format) => {
    expect(errorCodes(await api.legacy('admin.passwordremind', {}, { format }))).toEqual(['emailaddress']);
    expect(errorCodes(await api.legacy('admin.passwordremind', { EmailAddress: 'nope' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('admin.passwordreset', {}, { format }))).toEqual(['adminid']);
    expect(errorCodes(await api.legacy('admin.passwordreset', { AdminID: 'c4ca4238a0b923820dcc509a6f75849b' }, { format }))).toEqual([2]);
  });
});
