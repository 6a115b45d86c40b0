import { clientInfo } from './user-agent';

describe(clientInfo.name, () => {
  it('reads device, browser and OS of a phone', () => {
    expect(
      clientInfo('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toEqual({ deviceType: 'mobile', browser: 'Safari', os: 'iOS', isBot: false });
    expect(clientInfo('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toMatchObject({
      deviceType: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
    });
  });

  it('flags link previews, scripts and a missing User-Agent as bots', () => {
    for (const ua of ['WhatsApp/2.23', 'facebookexternalhit/1.1', 'curl/8.0', 'Googlebot/2.1', ''])
      expect(clientInfo(ua)).toMatchObject({ isBot: true, deviceType: 'bot' });
  });
});
