import { builtinSpamReport, firedRules } from './builtin-spam-scorer';

const NEWSLETTER = {
  subject: 'Our autumn newsletter',
  html: `<html><body><h1>Hello from the workshop</h1>
    <p>This month we opened a new workshop and wrote about caring for wooden furniture through the winter months.</p>
    <p>Read the full story on our website, and tell us what you would like to read about next time.</p>
    <p><a href="https://shop.example.com/blog/autumn">Read the story</a></p>
    <p>You receive this because you subscribed. <a href="https://app.example/#preview-unsubscribe">Unsubscribe</a></p>
    <img src="https://t.example/o" width="1" height="1" /></body></html>`,
  text: 'Hello from the workshop. Read the story: https://shop.example.com/blog/autumn Unsubscribe: https://app.example/#preview-unsubscribe',
};

const SPAMMY = {
  subject: 'FREE MONEY, ACT NOW!!!',
  html: '<div><img src="https://x.example/offer.png" width="600"><a href="https://bit.ly/win">Click here</a>',
};

describe('built-in spam scorer', () => {
  it('a clean newsletter fires nothing and is not spam', () => {
    expect(firedRules(NEWSLETTER)).toEqual([]);
    const report = builtinSpamReport(NEWSLETTER);
    expect(report).toMatchObject({ isSpam: false, score: 0, threshold: 5 });
    expect(report.report).toContain('(no rule fired)');
  });

  it('a spammy message adds the points of the rules it fires and lists each as spamd does', () => {
    const fired = firedRules(SPAMMY).map((rule) => rule.name);
    expect(fired).toEqual(['NO_UNSUBSCRIBE_LINK', 'HTML_IMAGE_ONLY', 'SUBJ_SHOUTING', 'URI_SHORTENER', 'MIME_HTML_ONLY', 'HTML_BROKEN', 'SPAM_PHRASES']);
    const report = builtinSpamReport(SPAMMY);
    const sum = firedRules(SPAMMY).reduce((total, rule) => total + rule.points, 0);
    expect(report.score).toBeCloseTo(sum, 5);
    expect(report.isSpam).toBe(true);
    expect(report.report).toMatch(/^ 2\.5 NO_UNSUBSCRIBE_LINK\s+No unsubscribe link/m);
    expect(report.report).toMatch(/^ 1\.6 SPAM_PHRASES\s+Phrases typical of unsolicited mail: act now, click here$/m);
    expect(report.report).toMatch(/^ 2\.0 URI_SHORTENER\s+.*: https:\/\/bit\.ly\/win$/m);
    expect(report.report.split('\n')[0]).toBe(
      `Content analysis details: (${report.score.toFixed(1)} points, 5.0 required), built-in rules (SPAMD_URL is not set)`,
    );
  });

  it('spam from the threshold on', () => {
    const rules = [{ name: 'X', description: 'x', score: () => 5 }];
    expect(builtinSpamReport({ subject: '' }, rules)).toMatchObject({ isSpam: true, score: 5 });
    expect(builtinSpamReport({ subject: '' }, [{ ...rules[0], score: () => 4.9 }])).toMatchObject({ isSpam: false, score: 4.9 });
  });
});
