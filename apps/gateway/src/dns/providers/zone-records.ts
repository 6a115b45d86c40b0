/** A DNS record as the providers' adapters read and write it; `name` is the full, lower-case name. */
export interface ZoneRecord {
  /** TXT, CNAME, MX, A, AAAA, or whatever else a provider's zone holds */
  type: string;
  name: string;
  value: string;
  priority?: number;
  ttl?: number;
}

/** SPF, DKIM and DMARC TXT records each fill one slot of their name; other TXT records (site verifications) stay. */
function txtSlot(value: string): string {
  return /^v=(spf1|dkim1|dmarc1)\b/i.exec(value.trim())?.[1].toLowerCase() ?? value;
}

/** Whether writing `wanted` replaces `existing`: same name and type, and for TXT the same kind of record. */
export function replaces(wanted: ZoneRecord, existing: ZoneRecord): boolean {
  if (wanted.type !== existing.type || wanted.name !== existing.name.toLowerCase()) return false;
  return wanted.type !== 'TXT' || txtSlot(wanted.value) === txtSlot(existing.value);
}

/** The zone after writing `wanted` into it: the records they replace are gone, everything else is kept. */
export function mergeRecords(existing: readonly ZoneRecord[], wanted: readonly ZoneRecord[]): ZoneRecord[] {
  return [...existing.filter((e) => !wanted.some((w) => replaces(w, e))), ...wanted];
}

/** A name relative to its zone, `@` for the apex (GoDaddy's and Namecheap's host names). */
export function relativeName(name: string, zone: string): string {
  return name === zone ? '@' : name.slice(0, -(zone.length + 1));
}

export function absoluteName(host: string, zone: string): string {
  return host === '@' || host === '' ? zone : `${host.toLowerCase()}.${zone}`;
}
