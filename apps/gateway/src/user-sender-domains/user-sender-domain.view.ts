import { CommandError, isPresent, type UserDomainDnsRecord, type UserSenderDomainObject, type UserSenderDomainOptionParams } from '@mail/contracts';
import { formatDateTime } from '@mail/values';

import { dkimName, dkimValue, spfValue } from '../domains/domain-records';
import type { SenderDomainRow } from '../domains/sender-domain.row';
import type { DomainVolume } from './user-sender-domains.repository';

/** the return-path subdomain and tracking prefix when the user sets none */
export const DEFAULT_SUBDOMAIN = 'bounces';
export const DEFAULT_TRACK_PREFIX = 'track';

export interface ShownRecord {
  host: string;
  type: 'TXT' | 'CNAME';
  value: string;
  /** SPF and DKIM gate verification (and are looked up); the others are advice */
  checked: boolean;
}

export function userDomainOptions(row: SenderDomainRow): UserSenderDomainObject['Options'] {
  const o = row.options ?? {};
  const num = (key: string, fallback: number) => (typeof o[key] === 'number' ? o[key] : fallback);
  return {
    LinkTracking: num('LinkTracking', 1),
    OpenTracking: num('OpenTracking', 1),
    UnsubscribeLink: num('UnsubscribeLink', 0),
    CustomSubdomain: typeof o.CustomSubdomain === 'string' ? o.CustomSubdomain : '',
    CustomTrackPrefix: typeof o.CustomTrackPrefix === 'string' ? o.CustomTrackPrefix : '',
    TrackPrefixDisabled: o.TrackPrefixDisabled === true,
  };
}

/**
 * What the user publishes, from the domain's own subdomain and prefix: SPF and DKIM (what verification checks, the
 * same records as EmailGateway.AddDomain shows), the return-path CNAME at `<subdomain>.<domain>`, the tracking CNAME at
 * `<prefix>-<subdomain>.<domain>` (unless TrackPrefixDisabled) and DMARC.
 */
export function userDomainRecords(row: SenderDomainRow, hosts: { spfInclude: string; returnPathHost: string }): ShownRecord[] {
  const o = userDomainOptions(row);
  const sub = o.CustomSubdomain || DEFAULT_SUBDOMAIN;
  const records: ShownRecord[] = [
    { host: row.name, type: 'TXT', value: spfValue(hosts.spfInclude), checked: true },
    { host: dkimName(row.name, row.dkim_selector), type: 'TXT', value: dkimValue(row.dkim_public_key), checked: true },
    { host: `${sub}.${row.name}`, type: 'CNAME', value: hosts.returnPathHost, checked: false },
  ];
  if (!o.TrackPrefixDisabled)
    records.push({ host: `${o.CustomTrackPrefix || DEFAULT_TRACK_PREFIX}-${sub}.${row.name}`, type: 'CNAME', value: hosts.returnPathHost, checked: false });
  records.push({ host: `_dmarc.${row.name}`, type: 'TXT', value: `v=DMARC1; p=none; rua=mailto:dmarc@${row.name}`, checked: false });
  return records;
}

/** the vendor's map: host → [type, value] and, once a verify call checked it, its result */
export function recordMap(row: SenderDomainRow, hosts: { spfInclude: string; returnPathHost: string }): Record<string, UserDomainDnsRecord> {
  const out: Record<string, UserDomainDnsRecord> = {};
  for (const r of userDomainRecords(row, hosts)) {
    const result = row.dns_checks?.[r.host];
    out[r.host] = typeof result === 'boolean' ? [r.type, r.value, result] : [r.type, r.value];
  }
  return out;
}

export const userDomainStatus = (row: SenderDomainRow): string =>
  row.disabled ? 'Disabled' : row.verification_status === 'Verified' ? 'Enabled' : 'Approval Pending';

const pct = (part: number, whole: number): number => Math.round((part / whole) * 1000) / 10;

/** the health fields of list and get, from the domain's recorded sends and outcomes */
export function healthOf(
  v: DomainVolume | undefined,
): Pick<UserSenderDomainObject, 'Volume7d' | 'VolumeDelta' | 'Reputation' | 'ReputationBucket' | 'DeliveryRate' | 'BounceRate'> {
  const vol = v ?? { sent7d: 0, sentPrev7d: 0, sent30d: 0, delivered30d: 0, bounced30d: 0, complaints30d: 0 };
  const delta =
    vol.sent7d === 0
      ? null
      : vol.sentPrev7d === 0
        ? 'new'
        : `${vol.sent7d >= vol.sentPrev7d ? '+' : '-'}${Math.round((Math.abs(vol.sent7d - vol.sentPrev7d) / vol.sentPrev7d) * 100)}%`;
  if (vol.sent30d === 0) return { Volume7d: vol.sent7d, VolumeDelta: delta, Reputation: null, ReputationBucket: null, DeliveryRate: null, BounceRate: null };
  const delivered = vol.delivered30d > 0 ? vol.delivered30d : Math.max(vol.sent30d - vol.bounced30d - vol.complaints30d, 0);
  const bounceRate = pct(vol.bounced30d, vol.sent30d);
  const complaintRate = pct(vol.complaints30d, vol.sent30d);
  // 100, less 2 points per percent bounced and 10 per percent complained
  const reputation = Math.max(0, Math.min(100, Math.round(100 - 2 * bounceRate - 10 * complaintRate)));
  const bucket = reputation >= 90 ? 'excellent' : reputation >= 70 ? 'good' : reputation >= 50 ? 'fair' : 'poor';
  return {
    Volume7d: vol.sent7d,
    VolumeDelta: delta,
    Reputation: reputation,
    ReputationBucket: bucket,
    DeliveryRate: Math.min(pct(delivered, vol.sent30d), 100),
    BounceRate: bounceRate,
  };
}

export function userDomainObject(row: SenderDomainRow, hosts: { spfInclude: string; returnPathHost: string }, volume?: DomainVolume): UserSenderDomainObject {
  return {
    DomainID: String(row.id),
    SenderDomain: row.name,
    UserID: String(row.user_id),
    CreatedAt: formatDateTime(row.created_at),
    Status: userDomainStatus(row),
    LastVerifiedAt: row.last_verified_at ? formatDateTime(row.last_verified_at) : null,
    VerificationMeta: { DNSRecords: recordMap(row, hosts) },
    PolicyMeta: [],
    Options: userDomainOptions(row),
    ...healthOf(volume),
  };
}

const LABEL = /^(?!-)[A-Za-z0-9-]{1,32}(?<!-)$/;

/** a boolean as clients send it: true/false, 1/0, yes/no, on/off; 6 otherwise */
function flagOf(value: unknown, name: string): boolean {
  const text = String(value).trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(text)) return false;
  throw new CommandError(6, `${name} must be true or false`);
}

/**
 * The options a create or update sends, under the stored keys (absent: not in the result); 6 for a value breaking its
 * rule. `layout`: whether a DNS-affecting option (subdomain, prefix, tracking subdomain) is among them.
 */
export function readOptions(input: UserSenderDomainOptionParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (isPresent(input.linktracking)) out.LinkTracking = flagOf(input.linktracking, 'LinkTracking') ? 1 : 0;
  if (isPresent(input.opentracking)) out.OpenTracking = flagOf(input.opentracking, 'OpenTracking') ? 1 : 0;
  if (isPresent(input.unsubscribelink)) out.UnsubscribeLink = flagOf(input.unsubscribelink, 'UnsubscribeLink') ? 1 : 0;
  for (const [value, key] of [
    [input.customsubdomain, 'CustomSubdomain'],
    [input.customtrackprefix, 'CustomTrackPrefix'],
  ] as const) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '' && !LABEL.test(text)) throw new CommandError(6, `${key} may hold only letters, digits and hyphens (at most 32, no hyphen at either end)`);
    out[key] = text.toLowerCase();
  }
  if (isPresent(input.usetrackingsubdomain)) out.TrackPrefixDisabled = !flagOf(input.usetrackingsubdomain, 'UseTrackingSubdomain');
  return out;
}

export const LAYOUT_KEYS = ['CustomSubdomain', 'CustomTrackPrefix', 'TrackPrefixDisabled'] as const;

/** The DNS provider's label from a domain's nameservers (the vendor's labels), or unknown. */
const DNS_HOSTS: [string, RegExp][] = [
  ['Cloudflare', /\.ns\.cloudflare\.com$/],
  ['Route 53', /\.awsdns-\d+\.(com|net|org|co\.uk)$/],
  ['GoDaddy', /\.domaincontrol\.com$/],
  ['Namecheap', /\.(registrar-servers|namecheaphosting)\.com$/],
  ['DigitalOcean', /\.digitalocean\.com$/],
  ['Gandi', /\.gandi\.net$/],
  ['OVH', /\.(ovh\.net|ovh\.ca|anycast\.me)$/],
  ['Bluehost', /\.bluehost\.com$/],
  ['HostGator', /\.hostgator\.com$/],
  ['eNom', /\.(enom\.com|name-services\.com)$/],
  ['Dynadot', /\.dynadot\.com$/],
  ['Azure DNS', /\.azure-dns\.(com|net|org|info)$/],
  ['Google Cloud DNS', /^ns-cloud-[a-z]\d+\.googledomains\.com$/],
  ['Google Domains', /\.(googledomains|google)\.com$/],
  ['Hover', /\.hover\.com$/],
  ['DreamHost', /\.dreamhost\.com$/],
  ['Linode', /\.linode\.com$/],
];

export function dnsHostOf(nameservers: readonly string[]): string {
  for (const ns of nameservers) {
    const host = ns.toLowerCase().replace(/\.$/, '');
    const hit = DNS_HOSTS.find(([, pattern]) => pattern.test(host));
    if (hit) return hit[0];
  }
  return 'unknown';
}
