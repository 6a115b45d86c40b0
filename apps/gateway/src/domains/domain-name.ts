const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A sender domain as stored: lower-cased, trimmed, without a trailing dot; undefined unless a public-looking FQDN. */
export function senderDomainName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase().replace(/\.$/, '');
  if (name.length > 253) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1])) return undefined;
  return name;
}
