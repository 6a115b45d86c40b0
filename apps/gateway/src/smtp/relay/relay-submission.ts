import addressparser from 'nodemailer/lib/addressparser';

/** The fields of a message's header block (up to its first empty line), unfolded: lower-cased name and raw value, in order. */
function headerFields(raw: Buffer): [string, string][] {
  const text = raw.toString('utf8');
  const end = /\r?\n\r?\n/.exec(text);
  const fields: [string, string][] = [];
  for (const line of (end ? text.slice(0, end.index) : text).split(/\r?\n/)) {
    const field = /^([^:\s]+)[ \t]*:(.*)$/.exec(line);
    if (field) fields.push([field[1].toLowerCase(), field[2]]);
    else if (/^[ \t]/.test(line) && fields.length) fields[fields.length - 1][1] += ' ' + line.trim();
  }
  return fields;
}

/** The Subject header of a submitted message (unfolded, undecoded), for the events' `message.headers`. */
export function subjectOf(raw: Buffer): string {
  return (
    headerFields(raw)
      .find(([name]) => name === 'subject')?.[1]
      .trim() ?? ''
  );
}

/**
 * Every address the recipient is shown as the message's author: those of each From field, then those of each
 * Sender field (a group's members included; what is no address shows as an empty one, which no rule admits).
 */
export function shownAuthors(raw: Buffer): { from: string[]; sender: string[] } {
  const fields = headerFields(raw);
  const addresses = (wanted: string) =>
    fields.filter(([name]) => name === wanted).flatMap(([, value]) => addressparser(value, { flatten: true }).map((a) => a.address));
  return { from: addresses('from'), sender: addresses('sender') };
}
