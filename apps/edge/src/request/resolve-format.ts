export type ResponseFormat = 'JSON' | 'XML';

/**
 * Spec rule 4: `XML` (exact spelling) selects XML; anything else is JSON, unless the installation
 * allows any casing. Empty values and values with surrounding spaces always resolve to JSON.
 */
export function resolveFormat(raw: unknown, caseInsensitive: boolean): ResponseFormat {
  if (typeof raw !== 'string' || raw === '' || raw !== raw.trim()) return 'JSON';
  if (raw === 'XML') return 'XML';
  if (caseInsensitive && raw.toUpperCase() === 'XML') return 'XML';
  return 'JSON';
}
