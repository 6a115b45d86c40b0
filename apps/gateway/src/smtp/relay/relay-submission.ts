/** The Subject header of a submitted message (unfolded, undecoded), for the events' `message.headers`. */
export function subjectOf(raw: Buffer): string {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end < 0 ? Math.min(raw.length, 65_536) : end)
    .toString('utf8')
    .replace(/\r?\n[ \t]+/g, ' ');
  return /^subject:[ \t]*(.*)$/im.exec(head)?.[1].trim() ?? '';
}

/** The domain of an address, lower-cased. */
export const addressDomain = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();
