/** 'Trusted' / 'Untrusted' in the spec's spelling, whatever the input case; undefined when neither. */
export function reputationLevel(value: unknown): 'Trusted' | 'Untrusted' | undefined {
  const v = String(value ?? '')
    .trim()
    .toLowerCase();
  return v === 'trusted' ? 'Trusted' : v === 'untrusted' ? 'Untrusted' : undefined;
}
