const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** An IPv4 or IPv6 address (IPv6 checked loosely: hex groups and colons). */
export function isIp(value: string): boolean {
  return IPV4.test(value) || (/^[0-9a-fA-F:.]+$/.test(value) && value.includes(':') && value.length <= 45);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
