import { e2eEnv, until } from '@mail/testing';

import {
  addDomain,
  addKey,
  bouncePort,
  FORMATS,
  gatewayUser,
  type GatewayUser,
  inbox,
  legacyCode,
  markVerified,
  openTracked,
  reportBounce,
} from './gateway-helpers';

/**
 * Gateway statistics over what the gateway records, all through the real paths: deliveries from real sends (the
 * delivery worker records them), an open from the tracked copy's pixel, a bounce from a DSN at the return path. The
 * counters are kept by the statements that record them (skipped when the run has no inbox or report endpoint).
 */
(inbox && bouncePort ? describe : describe.skip)(
  'EmailGateway statistics: DomainStats, AccountStats, DailySeries, ListRecipientDomains, RecipientDomainStats (issue 28)',
  () => {
    const { api, baseUrl } = e2eEnv();
    let u: GatewayUser;
    let other: GatewayUser;
    const a = { id: 0, name: '', key: '' };
    const b = { id: 0, name: '', key: '' };
    let othersDomain: number;
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

    const send = async (d: typeof a, to: string[], tags: string[], tracked?: string) => {
      const res = await api.v1(
        'POST',
        'email',
        {
          Subject: tracked ?? 'Stats',
          From: { email: `orders@${d.name}` },
          To: to.map((email) => ({ email })),
          PlainContent: 'hi',
          ...(tracked ? { HTMLContent: '<html><body><p>hi</p></body></html>', TrackOpens: true } : {}),
          Tags: tags,
        },
        { bearer: d.key },
      );
      expect(res.body.MessageID).toBeDefined();
      return res.body.MessageID as string;
    };

    beforeAll(async () => {
      [u, other] = await Promise.all([gatewayUser(), gatewayUser()]);
      for (const d of [a, b]) {
        const added = await addDomain(u);
        await markVerified(added.id);
        Object.assign(d, { id: added.id, name: added.name, key: await addKey(u, added.id) });
      }
      othersDomain = (await addDomain(other)).id;
      const subject = `Stats ${a.id}`;
      const welcome = await send(a, ['x@one.example.com', 'y@one.example.com'], ['welcome'], subject);
      const receipt = await send(a, ['z@two.example.net'], ['receipt']);
      await send(b, ['w@one.example.com'], []);
      await until(
        async () => (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'delivered' })).Events.length as number,
        (n) => n >= 4,
        'the four deliveries recorded',
        60_000,
        200,
      );
      await openTracked(baseUrl, welcome, subject, 'x@one.example.com');
      await reportBounce(a.name, receipt, 'z@two.example.net');
      await until(
        async () =>
          (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'opened' })).Events.length +
          (await u.ok('EmailGateway.GetEvents', { StartFrom: 0, RetrieveCount: 10, Event: 'bounced' })).Events.length,
        (n) => n >= 2,
        'the open and the bounce recorded',
        30_000,
        200,
      );
    });

    describe.each(FORMATS)('%s', (format) => {
      it('documented codes; another user’s domain is not found', async () => {
        const codes: number[] = [];
        for (const [command, params] of [
          ['EmailGateway.DomainStats', {}],
          ['EmailGateway.DomainStats', { DomainID: othersDomain }],
          ['EmailGateway.ListRecipientDomains', {}],
          ['EmailGateway.ListRecipientDomains', { DomainID: othersDomain }],
          ['EmailGateway.RecipientDomainStats', { RecipientToDomain: 'one.example.com' }],
          ['EmailGateway.RecipientDomainStats', { DomainID: a.id }],
          ['EmailGateway.RecipientDomainStats', { DomainID: othersDomain, RecipientToDomain: 'one.example.com' }],
          ['EmailGateway.DailySeries', { DomainID: othersDomain }],
        ] as const)
          codes.push(legacyCode(await u.legacy(command, params, format)));
        expect(codes).toEqual([1, 2, 1, 2, 1, 1, 2, 2]);
      });
    });

    it('DomainStats counts the period, the period before and each tag', async () => {
      const stats = await u.ok('emailgateway.domainstats', { DomainID: a.id });
      expect(stats).toMatchObject({
        EndDate: today,
        Stats: { Sent: 3, Delivered: 3, Bounced: 1, Opened: 1, Clicked: 0 },
        ComparisonStats: { PreviousPeriod: { Sent: 0, Delivered: 0, Bounced: 0, Opened: 0, Clicked: 0 } },
        TagStats: { welcome: { Sent: 2, Delivered: 2 }, receipt: { Sent: 1, Delivered: 1 } },
      });
      expect(new Date(stats.EndDate).getTime() - new Date(stats.StartDate).getTime()).toBe(28 * 86_400_000);
      const later = await u.ok('EmailGateway.DomainStats', { DomainID: a.id, StartDate: tomorrow, EndDate: tomorrow });
      expect(later.Stats.Sent).toBe(0);
      expect(later.ComparisonStats.PreviousPeriod).toMatchObject({ Sent: 3, Delivered: 3 });
    });

    it('AccountStats totals every domain with rates, rows most sent first; DomainIDs keeps only the caller’s', async () => {
      const all = await u.ok('EmailGateway.AccountStats');
      expect(all.Totals).toEqual({ Sent: 4, Delivered: 4, Bounced: 1, Opened: 1, Clicked: 0, DeliveryRate: 100, OpenRate: 25, ClickRate: 0, BounceRate: 25 });
      expect(all.PerDomain.map((d: { DomainID: number; Sent: number }) => [d.DomainID, d.Sent])).toEqual([
        [a.id, 3],
        [b.id, 1],
      ]);
      expect(all.PerDomain[0]).toMatchObject({ SenderDomain: a.name, BounceRate: 33.33, OpenRate: 33.33 });
      const chosen = await u.ok('EmailGateway.AccountStats', { DomainIDs: `${b.id},${othersDomain}` });
      expect(chosen.PerDomain.map((d: { DomainID: number }) => d.DomainID)).toEqual([b.id]);
      expect(chosen.Totals.Sent).toBe(1);
      const later = await u.ok('EmailGateway.AccountStats', { StartDate: tomorrow });
      expect(later).toMatchObject({ StartDate: `${tomorrow} 00:00:00`, EndDate: `${tomorrow} 23:59:59`, Totals: { Sent: 0 }, ComparisonTotals: { Sent: 4 } });
      expect((await other.ok('EmailGateway.AccountStats')).Totals.Sent).toBe(0);
    });

    it('DailySeries keys the counts by day, for one domain or all', async () => {
      expect((await u.ok('EmailGateway.DailySeries')).Series).toEqual({ [today]: { Sent: 4, Bounced: 1, Opened: 1, Clicked: 0 } });
      expect((await u.ok('EmailGateway.DailySeries', { DomainID: b.id })).Series).toEqual({ [today]: { Sent: 1, Bounced: 0, Opened: 0, Clicked: 0 } });
      expect((await u.ok('EmailGateway.DailySeries', { StartDate: tomorrow, EndDate: tomorrow })).Series).toEqual({});
    });

    it('ListRecipientDomains ranks recipient domains with sent, failed, sending and delivery times; Limit clamps', async () => {
      const listed = await u.ok('EmailGateway.ListRecipientDomains', { DomainID: a.id });
      expect(listed).toMatchObject({ EndDate: today, Limit: 50 });
      expect(listed.RecipientDomains).toEqual([
        expect.objectContaining({ Domain: 'one.example.com', Sent: 2, Failed: 0, Sending: 0 }),
        expect.objectContaining({ Domain: 'two.example.net', Sent: 1, Failed: 1, Sending: 0 }),
      ]);
      expect(listed.RecipientDomains[0].AvgDeliverySec).toBeGreaterThanOrEqual(0);
      expect(listed.RecipientDomains[0].MaxDeliverySec).toBeGreaterThanOrEqual(listed.RecipientDomains[0].MinDeliverySec);
      const one = await u.ok('EmailGateway.ListRecipientDomains', { DomainID: a.id, Limit: 0 });
      expect(one.Limit).toBe(1);
      expect(one.RecipientDomains).toHaveLength(1);
    });

    it('RecipientDomainStats summarises one recipient domain by status with a delivery-speed histogram', async () => {
      const stats = await u.ok('EmailGateway.RecipientDomainStats', { DomainID: a.id, RecipientToDomain: 'two.example.net' });
      expect(stats.SummaryStats.map((s: { Status: string; TotalEmails: number }) => [s.Status, s.TotalEmails])).toEqual([
        ['Sent', 1],
        ['Failed', 1],
      ]);
      const sent = stats.DeliverySpeedHistogram.Sent as { DeliveryBucket: string; EmailCount: number; Percentage: number }[];
      expect(sent.map((r) => r.DeliveryBucket)).toEqual(['< 1s', '1-5s', '5-10s', '10-30s', '30-60s', '1-5m', '5-10m', '> 10m']);
      expect(sent.reduce((n, r) => n + r.EmailCount, 0)).toBe(1);
      expect(sent.reduce((n, r) => n + r.Percentage, 0)).toBe(100);
      expect((await u.ok('EmailGateway.RecipientDomainStats', { DomainID: b.id, RecipientToDomain: 'two.example.net' })).SummaryStats).toEqual([]);
    });
  },
);
