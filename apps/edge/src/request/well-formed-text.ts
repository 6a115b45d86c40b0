/** a high surrogate not followed by a low one, or a low one not preceded by a high one */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when some key or string value holds a lone UTF-16 surrogate (JSON lets `"\ud800"` through; PostgreSQL and
 * every UTF-8 consumer refuse it). Such text is the client's mistake, answered before any service or shared batch
 * sees it. Walks at most `maxDepth` levels (the body's nesting is already bounded).
 */
export function hasLoneSurrogate(value: unknown, maxDepth = 64): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (value === null || typeof value !== 'object' || maxDepth <= 0) return false;
  if (Array.isArray(value)) return value.some((item) => hasLoneSurrogate(item, maxDepth - 1));
  for (const [key, item] of Object.entries(value)) if (LONE_SURROGATE.test(key) || hasLoneSurrogate(item, maxDepth - 1)) return true;
  return false;
}
