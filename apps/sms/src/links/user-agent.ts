export interface ClientInfo {
  deviceType: 'mobile' | 'tablet' | 'desktop' | 'bot' | 'unknown';
  browser: string;
  os: string;
  isBot: boolean;
}

/** link preview fetchers, crawlers and scripted clients: their clicks are not people's */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|skype|slack|discord|curl|wget|python|java\/|go-http|headless|phantom|okhttp|axios|node-fetch|undici/i;

const BROWSERS: [RegExp, string][] = [
  [/edg(e|a|ios)?\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/samsungbrowser/i, 'Samsung Internet'],
  [/firefox|fxios/i, 'Firefox'],
  [/chrome|crios|chromium/i, 'Chrome'],
  [/safari/i, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/android/i, 'Android'],
  [/iphone|ipad|ipod|ios/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os|macintosh/i, 'macOS'],
  [/cros/i, 'ChromeOS'],
  [/linux/i, 'Linux'],
];

/** What a click's User-Agent says: device type, browser, OS and whether it is a bot (no User-Agent counts as one). */
export function clientInfo(userAgent: string): ClientInfo {
  const ua = userAgent.trim();
  const isBot = !ua || BOT.test(ua);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? '';
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  const deviceType = isBot ? 'bot' : /ipad|tablet/i.test(ua) ? 'tablet' : /mobi|iphone|android/i.test(ua) ? 'mobile' : os ? 'desktop' : 'unknown';
  return { deviceType, browser, os, isBot };
}
