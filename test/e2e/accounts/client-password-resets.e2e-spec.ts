import { apiUser, e2eEnv, e2eMailInbox, e2eSql, linksIn, seedUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const inbox = e2eMailInbox();

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const RESET_SUBJECT = /reset your password/i;
const NEW_PASSWORD_SUBJECT = /password has been reset/i;
const LINK = 'https://app.example/client-reset?token=';

function tokenIn(text: string): string {
  const link = linksIn(text).find((l) => l.startsWith(LINK));
  if (!link) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(link.slice(LINK.length));
}

function passwordIn(text: string): string {
  const match = /new password is:\s*\n\s*\n?(\S+)/.exec(text);
  if (!match) throw new Error(`no password in: ${text}`);
  return match[1];
}

async function mailTo(to: string, subject: RegExp, count = 1) {
  return inbox!.waitFor(to, { subject, count, timeoutMs: 20_000 });
}

interface Client {
  id: number;
  username: string;
  password: string;
  email: string;
  ownerKey: string;
}

async function newClient(): Promise<Client> {
  const owner = await seedUser(api, adminApiKey);
  const username = unique('rclient');
  const client = { username, password: `pw-${username}`, email: `${username}@example.com` };
  const body = await apiUser(api, owner.apiKey).ok('client.create', {
    ClientName: `Client ${username}`,
    ClientUsername: client.username,
    ClientPassword: client.password,
    ClientEmailAddress: client.email,
  });
  return { ...client, id: Number(body.ClientID), ownerKey: owner.apiKey };
}

const clientLogin = (username: string, password: string) => api.legacy('client.login', { Username: username, Password: password });

async function remind(client: Client, format: string = 'JSON') {
  return api.legacy('client.passwordremind', { EmailAddress: client.email, CustomResetLink: b64(`${LINK}%s`) }, { format });
}

// Reads what arrived at the suite's dev SMTP server; skipped when the run has no inbox to read (E2E_MAIL_INBOX_URL unset).
(inbox ? describe : describe.skip)('client.passwordremind and client.passwordreset', () => {
  it.each(FORMATS)('mails a link; its token sets a new password that logs in with client.login, once, and ends the old sessions (%s)', async (format) => {
    const client = await newClient();
    const before = await clientLogin(client.username, client.password);
    expect(succeeded(before)).toBe(true);
    const oldSession = String(before.body.SessionID);
    expect(succeeded(await api.legacy('client.lists.get', { SessionID: oldSession }))).toBe(true);

    const res = await remind(client, format);
    expect(succeeded(res)).toBe(true);
    expect(res.body.ErrorText ?? '').toBe('');

    const token = tokenIn((await mailTo(client.email, RESET_SUBJECT)).text);
    const reset = await api.legacy('client.passwordreset', { ClientID: token }, { format });
    expect(succeeded(reset)).toBe(true);

    const password = passwordIn((await mailTo(client.email, NEW_PASSWORD_SUBJECT)).text);
    expect(succeeded(await clientLogin(client.username, password))).toBe(true);
    expect(errorCodes(await clientLogin(client.username, client.password))).toEqual([3]);
    // the session opened with the old password is over, at once
    expect(errorCodes(await api.legacy('client.lists.get', { SessionID: oldSession }, { format }))).toEqual([99998]);
    // single use
    expect(errorCodes(await api.legacy('client.passwordreset', { ClientID: token }, { format }))).toEqual([2]);
  });

  it('the default link (no CustomResetLink) names client.passwordreset and completes the reset when followed', async () => {
    const client = await newClient();
    expect(succeeded(await api.legacy('Client.PasswordRemind', { EmailAddress: client.email.toUpperCase() }))).toBe(true);
    const [link] = linksIn((await mailTo(client.email, RESET_SUBJECT)).text);
    expect(link).toContain('/api.php?Command=client.passwordreset&ClientID=');
    expect(succeeded(await api.raw('GET', link))).toBe(true);
    const password = passwordIn((await mailTo(client.email, NEW_PASSWORD_SUBJECT)).text);
    expect(succeeded(await clientLogin(client.username, password))).toBe(true);
    expect(errorCodes(await api.raw('GET', link))).toEqual([2]);
  });

  it('answers an unknown address, and a disabled client, exactly like a known one, and mails neither', async () => {
    const [client, disabled] = [await newClient(), await newClient()];
    await apiUser(api, disabled.ownerKey).ok('client.update', {
      ClientID: disabled.id,
      ClientName: 'Off',
      ClientUsername: disabled.username,
      ClientEmailAddress: disabled.email,
      ClientAccountStatus: 'Disabled',
    });
    const ghost = `${unique('ghost')}@example.com`;
    const known = await api.legacy('client.passwordremind', { EmailAddress: client.email });
    for (const address of [ghost, disabled.email]) {
      const other = await api.legacy('client.passwordremind', { EmailAddress: address });
      expect(other.status).toBe(known.status);
      expect(other.body).toEqual(known.body);
    }
    await mailTo(client.email, RESET_SUBJECT); // the known one's reminder went out by now; the others would have too
    expect(await inbox!.list(ghost)).toEqual([]);
    expect(await inbox!.list(disabled.email)).toEqual([]);
  });

  it('a user address is no client address, and tokens never cross scopes', async () => {
    const user = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('client.passwordremind', { EmailAddress: user.email }))).toBe(true);
    const client = await newClient();
    await remind(client);
    const token = tokenIn((await mailTo(client.email, RESET_SUBJECT)).text);
    expect(await inbox!.list(user.email)).toEqual([]);
    // (user.passwordreset is not tried here: password-resets.e2e-spec uses its whole per-address rate limit)
    expect(errorCodes(await api.legacy('admin.passwordreset', { AdminID: token }))).toEqual([2]);
    // the wrong scopes consumed nothing: the client's token still works
    expect(succeeded(await api.legacy('client.passwordreset', { ClientID: token }))).toBe(true);
  });

  it('an expired token is refused (2), a newer reminder voids the older link, and only a hash is stored', async () => {
    const client = await newClient();
    await remind(client);
    const first = tokenIn((await mailTo(client.email, RESET_SUBJECT)).text);
    await remind(client);
    const second = tokenIn((await mailTo(client.email, RESET_SUBJECT, 2)).text);
    expect(second).not.toBe(first);
    expect(errorCodes(await api.legacy('client.passwordreset', { ClientID: first }))).toEqual([2]);
    const stored = await e2eSql<{ token_hash: string }>(`SELECT "token_hash" FROM "accounts"."reset_token" WHERE "scope" = 'client' AND "principal_id" = $1`, [
      client.id,
    ]);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(second);
    await e2eSql(`UPDATE "accounts"."reset_token" SET "expires_at" = now() - interval '1 second' WHERE "scope" = 'client' AND "principal_id" = $1`, [
      client.id,
    ]);
    for (const format of FORMATS) expect(errorCodes(await api.legacy('client.passwordreset', { ClientID: second }, { format }))).toEqual([2]);
    expect(succeeded(await clientLogin(client.username, client.password))).toBe(true);
  });

  it('a token of a client deleted since is refused (2)', async () => {
    const client = await newClient();
    await remind(client);
    const token = tokenIn((await mailTo(client.email, RESET_SUBJECT)).text);
    await apiUser(api, client.ownerKey).ok('clients.delete', { Clients: String(client.id) });
    expect(errorCodes(await api.legacy('client.passwordreset', { ClientID: token }))).toEqual([2]);
  });

  it.each(FORMATS)('error codes (%s)', async (format) => {
    expect(errorCodes(await api.legacy('client.passwordremind', {}, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('client.passwordremind', { EmailAddress: 'not-an-address' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('client.passwordreset', {}, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('client.passwordreset', { ClientID: 'c4ca4238a0b923820dcc509a6f75849b' }, { format }))).toEqual([2]);
  });
});
