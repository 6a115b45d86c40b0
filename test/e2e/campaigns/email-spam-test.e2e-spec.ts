import { codes, emailsUser, type EmailsUser, FORMATS, succeeded } from './emails-helpers';

/** The rules a built-in Details lists, with their points (spamd's `pts NAME description` lines). */
const firedOf = (details: string): Record<string, number> =>
  Object.fromEntries([...details.matchAll(/^\s*(-?\d+\.\d) ([A-Z][A-Z_]+)\s/gm)].map((m) => [m[2], Number(m[1])]));

const SPAMMY = {
  ValidateScope: 'AutoResponder',
  FromName: 'Deals',
  FromEmail: 'deals@example.com',
  Subject: 'FREE MONEY, ACT NOW!!!',
  HTMLContent: '<html><body><div><img src="https://cdn.example.com/offer.png" width="600"><a href="https://bit.ly/w1n">Click here</a></body></html>',
  PlainContent: '',
};

const NEWSLETTER = {
  ValidateScope: 'Campaign',
  FromName: 'Shop Team',
  FromEmail: 'news@shop.example.com',
  Subject: 'Our autumn newsletter for %Subscriber:EmailAddress%',
  HTMLContent: `<html><head><title>Autumn news</title></head><body>
    <h1>Hello from the workshop</h1>
    <p>This month we opened a new workshop and wrote about caring for wooden furniture through the winter.</p>
    <p>Read the full story on our website, and tell us what you would like to read about next.</p>
    <p><a href="https://shop.example.com/blog/autumn">Read the story</a></p>
    <p>You receive this because you subscribed at shop.example.com. <a href="%Link:Unsubscribe%">Unsubscribe</a></p>
  </body></html>`,
  PlainContent: 'Hello from the workshop. Read the story: https://shop.example.com/blog/autumn\nUnsubscribe: %Link:Unsubscribe%',
};

describe('Email.SpamTest', () => {
  let u: EmailsUser;
  let other: EmailsUser;
  beforeAll(async () => {
    [u, other] = await Promise.all([emailsUser(), emailsUser()]);
  });

  it.each(FORMATS)("answers 1 for a missing id and 2 for an unknown or another user's email (%s)", async (format) => {
    const foreign = await other.email();
    expect(codes(await u.call('Email.SpamTest', {}, format))).toEqual([1]);
    expect(codes(await u.call('Email.SpamTest', { EmailID: 987654321 }, format))).toEqual([2]);
    expect(codes(await u.call('Email.SpamTest', { EmailID: foreign }, format))).toEqual([2]);
  });

  // the suite shares this process's environment: SPAMD_URL decides which engine the run can see
  (process.env.SPAMD_URL ? describe.skip : describe)('without SPAMD_URL: the built-in rules', () => {
    it.each(FORMATS)('a clean newsletter scores low and fires nothing (%s)', async (format) => {
      const res = await u.call('Email.SpamTest', { EmailID: await u.email(NEWSLETTER) }, format);
      expect([succeeded(res), codes(res)]).toEqual([true, [0]]);
      const results = res.body.TestResults;
      expect(results.SpamStatus).toBe('No');
      expect(Number(results.Score)).toBe(0);
      expect(Number(results.Threshold)).toBe(5);
      expect(String(results.Details)).toContain('built-in rules (SPAMD_URL is not set)');
      expect(firedOf(String(results.Details))).toEqual({});
    });

    it.each(FORMATS)('a spammy email is spam and names the rules it fired, whose points add up to the score (%s)', async (format) => {
      const res = await u.call('Email.SpamTest', { EmailID: await u.email(SPAMMY) }, format);
      expect(succeeded(res)).toBe(true);
      const results = res.body.TestResults;
      const fired = firedOf(String(results.Details));
      expect(Object.keys(fired)).toEqual(
        expect.arrayContaining(['NO_UNSUBSCRIBE_LINK', 'HTML_IMAGE_ONLY', 'SUBJ_SHOUTING', 'URI_SHORTENER', 'HTML_BROKEN', 'SPAM_PHRASES']),
      );
      expect(String(results.Details)).toMatch(/URI_SHORTENER .*https:\/\/bit\.ly\/w1n/);
      expect(String(results.Details)).toMatch(/SPAM_PHRASES .*act now, click here/);
      const sum = Object.values(fired).reduce((a, b) => a + b, 0);
      expect(Number(results.Score)).toBeCloseTo(sum, 5);
      expect(Number(results.Score)).toBeGreaterThanOrEqual(Number(results.Threshold));
      expect(results.SpamStatus).toBe('Yes');
    });

    it('fixing a rule takes it away: the same email with an unsubscribe link no longer fires it, the other rules stay', async () => {
      const score = async (params: Record<string, unknown>) => {
        const res = await u.ok('Email.SpamTest', { EmailID: await u.email(params) });
        return { score: Number(res.TestResults.Score), fired: firedOf(String(res.TestResults.Details)) };
      };
      const before = await score(SPAMMY);
      const after = await score({ ...SPAMMY, HTMLContent: SPAMMY.HTMLContent.replace('</body>', '<a href="%Link:Unsubscribe%">Unsubscribe</a></body>') });
      expect(after.fired.NO_UNSUBSCRIBE_LINK).toBeUndefined();
      const { NO_UNSUBSCRIBE_LINK: gone, ...rest } = before.fired;
      expect(gone).toBeGreaterThan(0);
      expect(after.fired).toMatchObject(rest);
      expect(after.score).toBeCloseTo(
        Object.values(after.fired).reduce((a, b) => a + b, 0),
        5,
      );
    });
  });

  (process.env.SPAMD_URL ? describe : describe.skip)('with SPAMD_URL', () => {
    it.each(FORMATS)("scores the rendered email with spamd's own figures (%s)", async (format) => {
      const res = await u.call('Email.SpamTest', { EmailID: await u.email() }, format);
      expect(succeeded(res)).toBe(true);
      const results = res.body.TestResults;
      expect(['Yes', 'No']).toContain(results.SpamStatus);
      expect(Number.isFinite(Number(results.Score))).toBe(true);
      expect(Number(results.Threshold)).toBeGreaterThan(0);
      // spamd's REPORT names the rules that fired on the message (e.g. HTML_MESSAGE)
      expect(String(results.Details)).toMatch(/[A-Z_]{4,}/);
      expect(String(results.Details)).not.toContain('built-in rules');
    });
  });
});
