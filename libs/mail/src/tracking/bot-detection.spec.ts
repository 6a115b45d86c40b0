import { classifyHit, type HitFacts } from './bot-detection';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const hit = (facts: Partial<HitFacts>): HitFacts => ({ kind: 'open', userAgent: CHROME, ip: '203.0.113.9', ...facts });

describe(classifyHit.name, () => {
  it('keeps ordinary opens and clicks human', () => {
    expect(classifyHit(hit({}))).toEqual({ isBot: false, reason: '' });
    expect(classifyHit(hit({ kind: 'click', userAgent: IPHONE, secondsSinceSent: 3600, linksInBurst: 1, campaignLinks: 5 }))).toEqual({
      isBot: false,
      reason: '',
    });
    expect(classifyHit(hit({ userAgent: 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36' })).isBot).toBe(false);
  });

  it('flags Apple Mail Privacy Protection prefetches as machine opens', () => {
    expect(classifyHit(hit({ userAgent: 'Mozilla/5.0' }))).toEqual({ isBot: true, reason: 'proxy:apple-mpp' });
    expect(classifyHit(hit({ userAgent: IPHONE, ip: '17.58.101.2' }))).toEqual({ isBot: true, reason: 'proxy:apple-mpp' });
    expect(classifyHit(hit({ userAgent: IPHONE, ip: '::ffff:17.1.2.3' })).reason).toBe('proxy:apple-mpp');
    // the same network clicking is a person (MPP only prefetches images)
    expect(classifyHit(hit({ kind: 'click', userAgent: IPHONE, ip: '17.58.101.2', secondsSinceSent: 600 })).isBot).toBe(false);
  });

  it('keeps opens through image proxies that fetch on reading as human, naming the proxy', () => {
    const gmail = 'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';
    expect(classifyHit(hit({ userAgent: gmail }))).toEqual({ isBot: false, reason: 'proxy:google' });
    expect(classifyHit(hit({ userAgent: 'YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html' }))).toEqual({
      isBot: false,
      reason: 'proxy:yahoo',
    });
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
    'python-requests/2.31.0',
    'curl/8.5.0',
    'Barracuda Sentinel (EE)',
    'Mimecast URL protect',
  ])('flags a machine user agent: %s', (userAgent) => {
    expect(classifyHit(hit({ kind: 'click', userAgent, secondsSinceSent: 3600 }))).toEqual({ isBot: true, reason: 'ua:machine' });
  });

  it('flags a hit without a user agent', () => {
    expect(classifyHit(hit({ userAgent: '  ' }))).toEqual({ isBot: true, reason: 'ua:missing' });
  });

  it('flags a click within seconds of delivery as a scanner', () => {
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 4 }))).toEqual({ isBot: true, reason: 'scanner:fast' });
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 45 })).isBot).toBe(false);
    // an open soon after delivery is a reader with the message in front of them
    expect(classifyHit(hit({ kind: 'open', secondsSinceSent: 2 })).isBot).toBe(false);
  });

  it('flags clicks on several different links at once as a scanner', () => {
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 900, linksInBurst: 3, campaignLinks: 10 }))).toEqual({ isBot: true, reason: 'scanner:burst' });
    // every link of a two-link campaign at once
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 900, linksInBurst: 2, campaignLinks: 2 })).reason).toBe('scanner:burst');
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 900, linksInBurst: 2, campaignLinks: 10 })).isBot).toBe(false);
    expect(classifyHit(hit({ kind: 'click', secondsSinceSent: 900, linksInBurst: 1, campaignLinks: 1 })).isBot).toBe(false);
  });
});
