import { campaignTotals, dayWindow, ratio, statisticsBlock, statisticsDays } from './statistics.assembly';

describe('statistics assembly', () => {
  it('writes ratios as percentages with two decimals', () => {
    expect(ratio(1, 3)).toBe('33.33');
    expect(ratio(1, 100)).toBe('1.00');
    expect(ratio(0, 10)).toBe('0.00');
    expect(ratio(5, 0)).toBe('0.00');
  });

  it('keeps StatisticsDays within 1–365, 15 otherwise', () => {
    expect([statisticsDays(7), statisticsDays('30'), statisticsDays(undefined), statisticsDays(0), statisticsDays(366), statisticsDays('x')]).toEqual([
      7, 30, 15, 15, 15, 15,
    ]);
  });

  it('makes a window of UTC days from the start, never past today', () => {
    expect(dayWindow(new Date('2025-03-30T23:30:00Z'), 3, new Date('2025-04-20T00:00:00Z'))).toEqual(['2025-03-30', '2025-03-31', '2025-04-01']);
    expect(dayWindow(new Date('2025-04-19T08:00:00Z'), 15, new Date('2025-04-20T10:00:00Z'))).toEqual(['2025-04-19', '2025-04-20']);
  });

  it('reports human figures and machine hits apart, bounces against what was sent', () => {
    const kinds = [
      { campaignId: 1, kind: 'open', isBot: false, total: 7, unique: 4 },
      { campaignId: 1, kind: 'open', isBot: true, total: 9, unique: 6 },
      { campaignId: 1, kind: 'click', isBot: false, total: 3, unique: 2 },
      { campaignId: 1, kind: 'click', isBot: true, total: 5, unique: 1 },
      { campaignId: 1, kind: 'unsubscribe', isBot: false, total: 1, unique: 1 },
      { campaignId: 1, kind: 'complaint', isBot: false, total: 2, unique: 1 },
    ];
    const totals = campaignTotals(kinds, { campaignId: 1, sent: 8, hard: 1, soft: 2 });
    expect(totals).toMatchObject({ TotalSent: 8, UniqueOpens: 4, TotalOpens: 7, UniqueClicks: 2, TotalClicks: 3, TotalUnsubscriptions: 1 });
    expect([totals.HardBounceRatio, totals.SoftBounceRatio]).toEqual(['12.50', '25.00']);
    const days = [
      { day: '2025-04-19', kind: 'open', total: 5, unique: 3 },
      { day: '2025-04-20', kind: 'bounce_hard', total: 2, unique: 1 },
    ];
    const links = [{ id: 3, url: 'https://example.com/a', total: 3, unique: 2, machine: 5 }];
    const block = statisticsBlock(totals, kinds, ['2025-04-19', '2025-04-20'], days, links);
    expect(block.OpenStatistics).toEqual({
      UniqueOpens: 4,
      TotalOpens: 7,
      OpenRatio: '50.00',
      Days: [
        { Date: '2025-04-19', Unique: 3, Total: 5 },
        { Date: '2025-04-20', Unique: 0, Total: 0 },
      ],
      Machine: { UniqueOpens: 6, TotalOpens: 9 },
    });
    expect(block.ClickStatistics).toMatchObject({
      ClickRatio: '25.00',
      ClickToOpenRatio: '50.00',
      Links: [{ LinkID: 3, URL: 'https://example.com/a', UniqueClicks: 2, TotalClicks: 3, MachineClicks: 5 }],
      Machine: { UniqueClicks: 1, TotalClicks: 5 },
    });
    expect(block.BounceStatistics).toMatchObject({ TotalHardBounces: 1, TotalSoftBounces: 2, TotalComplaints: 1, Days: [{ Hard: 0 }, { Hard: 1, Soft: 0 }] });
    expect(block.UnsubscriptionStatistics).toMatchObject({ TotalUnsubscriptions: 1, UnsubscriptionRatio: '12.50' });
  });
});
