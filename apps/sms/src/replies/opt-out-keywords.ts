/** Carrier-standard opt-out keywords: a reply that is exactly one of them (any case, surrounding spaces ignored). */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);

export function isOptOut(text: string): boolean {
  return OPT_OUT.has(
    text
      .trim()
      .replace(/[.!]+$/, '')
      .toUpperCase(),
  );
}
