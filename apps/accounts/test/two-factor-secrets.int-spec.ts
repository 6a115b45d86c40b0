import { authenticator } from 'otplib';

import type { AuthContext, BusReply } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';
import { TfaSecretRewrapService } from '../src/secrets/tfa-secret-rewrap.service';

const admin: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };
const asUser = (userId: number): AuthContext => ({ kind: 'user', userId, via: 'apikey', permissions: '*' });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function body(reply: BusReply<Record<string, any>>): Record<string, any> {
  if (!reply.ok) throw new Error(`command failed: ${JSON.stringify(reply)}`);
  return reply.body;
}

describe('2FA secrets at rest (accounts + libs/secrets, real PostgreSQL)', () => {
  let harness: ServiceHarness;
  beforeAll(async () => {
    harness = await bootService(AccountsModule, { service: 'accounts' });
  });
  afterAll(() => harness.stop());

  async function newUser(): Promise<{ userId: number; username: string; password: string; secret: string }> {
    const username = `tfa${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const password = 'Secret-123-abc';
    const created = body(await harness.call('User.Create', { Username: username, Password: password, EmailAddress: `${username}@example.com` }, admin));
    const userId = Number(created.UserID);
    const current = body(await harness.call('User.Current', {}, asUser(userId)));
    return { userId, username, password, secret: current.UserInfo.MFA_SecretKey };
  }

  async function stored(userId: number): Promise<string> {
    const [row] = await harness.db.query<{ tfa_secret: string }>(`SELECT "tfa_secret" FROM "accounts"."user" WHERE "id" = $1`, [userId]);
    return row.tfa_secret;
  }

  const login = (u: { username: string; password: string }, tfaCode: string) =>
    harness.call('User.Login', { Username: u.username, Password: u.password, DisableCaptcha: 'true', TfaCode: tfaCode });

  it('stores the TOTP secret sealed, never as the base32 secret, and TOTP still verifies', async () => {
    const user = await newUser();
    expect(user.secret).toMatch(/^[A-Z2-7]{16,}$/);
    body(await harness.call('User.Update', { UserID: user.userId, Enable2FA: 'true', TfaCode: authenticator.generate(user.secret) }, asUser(user.userId)));

    const column = await stored(user.userId);
    expect(column).not.toBe(user.secret);
    expect(column).not.toContain(user.secret);
    expect(column).toMatch(/^sealed:v1:[A-Za-z0-9_-]+:/);

    expect(body(await login(user, authenticator.generate(user.secret))).SessionID).toBeTruthy();
    const wrong = await login(user, authenticator.generate(user.secret) === '123456' ? '654321' : '123456');
    expect(wrong.ok).toBe(false);
  });

  it('seals the bootstrap administrator secret too', async () => {
    // the first administrator is the bootstrap one (other tests of the shared database add their own)
    const rows = await harness.db.query<{ tfa_secret: string }>(`SELECT "tfa_secret" FROM "accounts"."administrator" ORDER BY "id" LIMIT 1`);
    expect(rows.length).toBe(1);
    expect(rows[0].tfa_secret).toMatch(/^sealed:v1:/);
  });

  it('reads a secret stored in plaintext before encryption, and the re-encryption pass seals it', async () => {
    const user = await newUser();
    body(await harness.call('User.Update', { UserID: user.userId, Enable2FA: 'true', TfaCode: authenticator.generate(user.secret) }, asUser(user.userId)));
    await harness.db.query(`UPDATE "accounts"."user" SET "tfa_secret" = $2 WHERE "id" = $1`, [user.userId, user.secret]);

    expect(body(await login(user, authenticator.generate(user.secret))).SessionID).toBeTruthy();
    const report = await harness.get(TfaSecretRewrapService).rewrapAll();
    expect(report.rewrapped).toBeGreaterThanOrEqual(1);
    expect(await stored(user.userId)).toMatch(/^sealed:v1:/);
    expect(body(await login(user, authenticator.generate(user.secret))).SessionID).toBeTruthy();
  });

  it('stores the recovery key sealed too, shows it back in plaintext, and accepts it at login', async () => {
    const user = await newUser();
    const enabled = body(
      await harness.call('User.Update', { UserID: user.userId, Enable2FA: 'true', TfaCode: authenticator.generate(user.secret) }, asUser(user.userId)),
    );
    const recoveryKey = enabled['2FA_RecoveryKey'] as string;
    expect(recoveryKey).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const [row] = await harness.db.query<{ tfa_recovery_key: string }>(`SELECT "tfa_recovery_key" FROM "accounts"."user" WHERE "id" = $1`, [user.userId]);
    expect(row.tfa_recovery_key).toMatch(/^sealed:v1:/);
    expect(row.tfa_recovery_key).not.toContain(recoveryKey);
    expect(body(await harness.call('User.Current', {}, asUser(user.userId))).UserInfo['2FA_RecoveryKey']).toBe(recoveryKey);

    // a recovery key stored in plaintext before encryption still works, and the pass seals it
    await harness.db.query(`UPDATE "accounts"."user" SET "tfa_recovery_key" = $2 WHERE "id" = $1`, [user.userId, recoveryKey]);
    expect((await harness.get(TfaSecretRewrapService).rewrapAll()).rewrapped).toBeGreaterThanOrEqual(1);
    const [resealed] = await harness.db.query<{ tfa_recovery_key: string }>(`SELECT "tfa_recovery_key" FROM "accounts"."user" WHERE "id" = $1`, [user.userId]);
    expect(resealed.tfa_recovery_key).toMatch(/^sealed:v1:/);
    const recovered = await harness.call('User.Login', {
      Username: user.username,
      Password: user.password,
      DisableCaptcha: 'true',
      TfaRecoveryCode: recoveryKey,
    });
    expect(body(recovered).SessionID).toBeTruthy();
  });
});
