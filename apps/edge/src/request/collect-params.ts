import { pairsToObject } from './bracket-keys';
import { lowerCaseKeys } from './lower-case-keys';
import type { ParsedBody } from './parse-body';
import { parseUrlEncoded } from './query-string';

export type CollectedParams = { ok: true; params: Record<string, unknown> } | { ok: false; invalidJson: true; query: Record<string, unknown> };

/** Query string and body merged into one lower-cased params object; body values win. */
export function collectParams(rawUrl: string, body: ParsedBody | undefined): CollectedParams {
  const q = rawUrl.indexOf('?');
  const query = pairsToObject(q === -1 ? [] : parseUrlEncoded(rawUrl.slice(q + 1)));
  if (!body || body.kind === 'empty') return { ok: true, params: query };
  if (body.kind === 'invalid-json') return { ok: false, invalidJson: true, query };
  if (body.kind === 'pairs') return { ok: true, params: { ...query, ...pairsToObject(body.pairs) } };
  const value = body.value;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: true, params: { ...query, body: value } };
  return { ok: true, params: { ...query, ...(lowerCaseKeys(value) as Record<string, unknown>) } };
}
