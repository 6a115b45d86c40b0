import { type ApiResponse, e2eEnv, until } from '@mail/testing';

import { sql } from '../tracking/tracking-helpers';
import { addDomain, addKey, FORMATS, gatewayUser, type GatewayUser, legacyCode, markVerified, v1Code } from './gateway-helpers';

/**
 * The send API's limits through the edge: the group's monthly and lifetime gateway limits (both 17, as the vendor), and the user's
 * own send rate (429, HTTP 429). No API sets a group's limits: the group row is written as an administrator's tool
 * would, before the user's first message (the gateway keeps a user's limits for 30 seconds).
 */
describe('POST /api/v1/email limits', () => {
  const { api, adminApiKey } = e2eEnv();

  async function sender(limits: {
    monthly?: number;
    lifetime?: number;
    perMinute?: number;
  }): Promise<{ u: GatewayUser; domainId: number; send(format?: string): Promise<ApiResponse> }> {
    const u = await gatewayUser();
    if (limits.monthly !== undefined || limits.lifetime !== undefined) {
      const [group] = await sql<{ id: number }>(
        `INSERT INTO "accounts"."user_group" ("name", "limit_monthly", "limit_lifetime") VALUES ('gateway-limits e2e', $1, $2) RETURNING "id"`,
        [limits.monthly ?? null, limits.lifetime ?? null],
      );
      await sql(`UPDATE "accounts"."user" SET "rel_user_group_id" = $1 WHERE "id" = $2`, [group.id, u.user.userId]);
    }
    if (limits.perMinute !== undefined)
      await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: u.user.userId, RateLimits: JSON.stringify({ MaxSendPerMinute: limits.perMinute }) });
    const { id, name } = await addDomain(u);
    await markVerified(id);
    const key = await addKey(u, id);
    const message = { Subject: 'Limited', From: { email: `orders@${name}` }, To: [{ email: 'buyer@example.com' }], PlainContent: 'hi' };
    return { u, domainId: id, send: (format?: string) => api.v1('POST', 'email', message, { bearer: key, ...(format ? { format } : {}) }) };
  }

  /**
   * The first message, accepted. The verification job AddDomain starts may write its finding (Pending: nothing is
   * published for the made-up domain) after markVerified did: mark again until the send is accepted.
   */
  async function sendFirst({ domainId, send }: { domainId: number; send(): Promise<ApiResponse> }): Promise<void> {
    const first = await until(
      async () => {
        await markVerified(domainId);
        return send();
      },
      (res) => res.body?.MessageID !== undefined || v1Code(res) !== 32,
      'the first message accepted',
    );
    expect([first.status, first.body.MessageID === undefined ? first.text : 'sent']).toEqual([200, 'sent']);
  }

  it.each(FORMATS)('17 when the monthly limit is reached (%s)', async (format) => {
    const limited = await sender({ monthly: 1 });
    await sendFirst(limited);
    const refused = await limited.send(format);
    expect(refused.status).toBe(200);
    expect(v1Code(refused)).toBe(17);
  });

  it('admits exactly up to the monthly limit when messages arrive together (they are written in one batch)', async () => {
    const limited = await sender({ monthly: 3 });
    await sendFirst(limited);
    const answers = await Promise.all(Array.from({ length: 8 }, () => limited.send()));
    expect(answers.map((res) => (res.body?.MessageID ? 'sent' : v1Code(res))).sort()).toEqual([17, 17, 17, 17, 17, 17, 'sent', 'sent']);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "gateway"."message" WHERE "domain_id" = $1`, [limited.domainId]);
    expect(n).toBe(3);
  });

  it.each(FORMATS)('EmailGateway.AddDomain 3 when the group limit of sender domains is reached (%s)', async (format) => {
    const u = await gatewayUser();
    const [group] = await sql<{ id: number }>(
      `INSERT INTO "accounts"."user_group" ("name", "limit_sender_domains") VALUES ('gateway-domains e2e', 1) RETURNING "id"`,
    );
    await sql(`UPDATE "accounts"."user" SET "rel_user_group_id" = $1 WHERE "id" = $2`, [group.id, u.user.userId]);
    await addDomain(u);
    expect(legacyCode(await u.legacy('EmailGateway.AddDomain', { DomainName: `second-${Date.now()}.example.com` }, format))).toBe(3);
  });

  it.each(FORMATS)('17 when the lifetime limit is reached (%s)', async (format) => {
    const limited = await sender({ lifetime: 1 });
    await sendFirst(limited);
    const refused = await limited.send(format);
    expect(refused.status).toBe(200);
    expect(v1Code(refused)).toBe(17);
  });

  it.each(FORMATS)('429 (HTTP 429) naming the seconds to wait when the send rate is reached (%s)', async (format) => {
    const limited = await sender({ perMinute: 1 });
    await sendFirst(limited);
    const refused = await limited.send(format);
    expect(refused.status).toBe(429);
    expect(v1Code(refused)).toBe(429);
    expect(refused.text).toMatch(/wait 60 seconds/);
  });
});
