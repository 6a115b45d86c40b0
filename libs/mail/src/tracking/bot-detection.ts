/**
 * Which tracking hits are machines, not people (docs/services/campaigns.md, "Bots and machine opens"; the gateway applies it to its messages too).
 * A hit flagged here is recorded (is_bot, with the reason in `detail`) and reported apart from the human
 * figures; it never becomes an EmailOpened/EmailClicked event.
 *
 * - Apple Mail Privacy Protection fetches every image of a message when it arrives, read or not: its requests
 *   carry the bare user agent `Mozilla/5.0` and come from Apple's network (17.0.0.0/8).
 * - Security scanners (Microsoft Safe Links, Mimecast, Proofpoint, Barracuda…) follow links before the reader:
 *   a click within CLICK_AFTER_SEND_SECONDS of our hand-over, or clicks on several different links within
 *   BURST_SECONDS, are theirs; so are hits whose user agent names a crawler, a scanner or an HTTP library,
 *   and hits with no user agent at all.
 * - Image proxies that fetch when the reader opens the message (Gmail's GoogleImageProxy, Yahoo's proxy) are
 *   real opens: they are kept as human, with the proxy named in `detail`.
 */
export type HitKind = 'open' | 'click' | 'view';

export interface HitFacts {
  kind: HitKind;
  userAgent: string;
  ip: string;
  /** seconds between our SMTP hand-over of the message and this hit */
  secondsSinceSent?: number;
  /** different links this recipient clicked within BURST_SECONDS, this click included */
  linksInBurst?: number;
  /** links the campaign has */
  campaignLinks?: number;
}

export interface HitVerdict {
  isBot: boolean;
  /** why ('' for a plain human hit); stored in tracking_event.detail */
  reason: string;
}

export const CLICK_AFTER_SEND_SECONDS = 10;
export const BURST_SECONDS = 5;
const BURST_LINKS = 3;

const MACHINE_AGENTS =
  /bot[/;)-]|bot \(|\bbot\b|bot$|crawl|spider|slurp|scanner|safelinks|mimecast|proofpoint|barracuda|messagelabs|symantec|trendmicro|fortiguard|forcepoint|ironport|sophos|cisco|zscaler|checkpoint|linkcheck|urlscan|headless|phantomjs|python|curl\/|wget\/|go-http-client|java\/|okhttp|libwww|httpclient|axios\/|node-fetch|facebookexternalhit|skypeuripreview|bingpreview/i;
const HUMAN_PROXIES: [RegExp, string][] = [
  [/GoogleImageProxy/i, 'proxy:google'],
  [/YahooMailProxy/i, 'proxy:yahoo'],
];

const human = (reason = ''): HitVerdict => ({ isBot: false, reason });
const machine = (reason: string): HitVerdict => ({ isBot: true, reason });

export function classifyHit(hit: HitFacts): HitVerdict {
  const agent = hit.userAgent.trim();
  if (!agent) return machine('ua:missing');
  for (const [pattern, reason] of HUMAN_PROXIES) if (pattern.test(agent)) return human(reason);
  if (hit.kind === 'open' && (agent === 'Mozilla/5.0' || isAppleNetwork(hit.ip))) return machine('proxy:apple-mpp');
  if (MACHINE_AGENTS.test(agent)) return machine('ua:machine');
  if (hit.kind === 'click' && isScannerBurst(hit)) return machine('scanner:burst');
  if (hit.kind === 'click' && hit.secondsSinceSent !== undefined && hit.secondsSinceSent < CLICK_AFTER_SEND_SECONDS) return machine('scanner:fast');
  return human();
}

/** several different links at once: BURST_LINKS of them, or every link of a campaign with fewer */
function isScannerBurst(hit: HitFacts): boolean {
  const links = hit.linksInBurst ?? 1;
  const all = hit.campaignLinks ?? Infinity;
  return links >= 2 && links >= Math.min(BURST_LINKS, all);
}

function isAppleNetwork(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return /^17\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
