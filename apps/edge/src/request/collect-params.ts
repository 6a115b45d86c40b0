import { HardFailure } from '@mail/contracts';

import { pairsToObject } from './bracket-keys';
import { lowerCaseKeys } from './lower-case-keys';
import type { ParsedBody } from './parse-body';
import { parseUrlEncoded } from './query-string';
import { RequestRejected } from './request-rejected';
import { hasLoneSurrogate } from './well-formed-text';

export type CollectedParams = { ok: true; params: Record<string, unknown> } | { ok: false; code: number; message: string; unread: boolean };

/** Query string and body merged into one lower-cased params object; body values win. */
export function collectParams(rawUrl: string, body: ParsedBody | undefined, maxFields = Infinity): CollectedParams {
  if (body?.kind === 'rejected') return { ok: false, code: body.code, message: body.message, unread: body.unread };
  const q = rawUrl.indexOf('?');
  let query: Record<string, unknown>;
  try {
    query = pairsToObject(q === -1 ? [] : parseUrlEncoded(rawUrl.slice(q + 1), maxFields));
  } catch (error) {
    if (!(error instanceof RequestRejected)) throw error;
    return { ok: false, code: error.code, message: error.message, unread: false };
  }
  if (!body || body.kind === 'empty') return { ok: true, params: query };
  if (body.kind === 'pairs') return { ok: true, params: { ...query, ...pairsToObject(body.pairs) } };
  const value = body.value;
  // a JSON string escape may name half a character (`"\ud800"`): not text any service can store
  if (hasLoneSurrogate(value)) return { ok: false, code: HardFailure.InvalidJson, message: NOT_TEXT, unread: false };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: true, params: { ...query, body: value } };
  return { ok: true, params: { ...query, ...(lowerCaseKeys(value) as Record<string, unknown>) } };
}

const NOT_TEXT = 'Request body is not valid JSON text: it holds a lone UTF-16 surrogate (half a character, e.g. "\\ud800").';
