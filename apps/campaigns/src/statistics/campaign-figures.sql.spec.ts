import { campaignFigures, type CampaignFiguresJson } from './campaign-figures.sql';

describe('campaignFigures', () => {
  const recipients = { campaignId: 7, sent: 100, hard: 2, soft: 1 };

  it("splits the counter rows into the campaign's kinds, its days and its links' clicks, links by clicks then id", () => {
    const json: CampaignFiguresJson = [
      '2025-04-19T08:00:00+00:00',
      [
        ['click', false, '-infinity', 0, 5, 3, 0],
        ['click', false, '-infinity', 11, 1, 1, 0],
        ['click', false, '-infinity', 12, 4, 2, 0],
        ['click', true, '-infinity', 0, 9, 1, 0],
        ['click', true, '-infinity', 12, 9, 1, 0],
        ['conversion', false, '-infinity', 0, 2, 2, 12.5],
      ],
      [
        ['open', false, '2025-04-19', 0, 6, 4, 0],
        ['open', false, '2025-04-20', 0, 1, 1, 0],
      ],
      [
        [13, 'https://c.example/'],
        [11, 'https://a.example/'],
        [12, 'https://b.example/'],
      ],
    ];
    const figures = campaignFigures(json, recipients);
    expect(figures.start).toEqual(new Date('2025-04-19T08:00:00Z'));
    expect(figures.recipients).toBe(recipients);
    expect(figures.kinds).toEqual([
      { campaignId: 7, kind: 'click', isBot: false, total: 5, unique: 3, revenue: 0 },
      { campaignId: 7, kind: 'click', isBot: true, total: 9, unique: 1, revenue: 0 },
      { campaignId: 7, kind: 'conversion', isBot: false, total: 2, unique: 2, revenue: 12.5 },
    ]);
    expect(figures.days).toEqual([
      { day: '2025-04-19', kind: 'open', total: 6, unique: 4 },
      { day: '2025-04-20', kind: 'open', total: 1, unique: 1 },
    ]);
    expect(figures.links).toEqual([
      { id: 12, url: 'https://b.example/', total: 4, unique: 2, machine: 9 },
      { id: 11, url: 'https://a.example/', total: 1, unique: 1, machine: 0 },
      { id: 13, url: 'https://c.example/', total: 0, unique: 0, machine: 0 },
    ]);
  });

  it('answers empty figures for a campaign without a start, counters or links', () => {
    expect(campaignFigures([null, null, null, null], recipients)).toEqual({ start: undefined, recipients, kinds: [], days: [], links: [] });
  });
});
