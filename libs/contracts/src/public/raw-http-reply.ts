import type { PublicResponse } from './public-response';

/**
 * A success the edge writes as it is — status, headers and bytes, no envelope, whatever ResponseFormat says — for a
 * command whose contract sets `rawReply` (a file download such as campaigns.export.get with Download=1). The
 * command's other answers are enveloped as usual.
 */
export interface RawHttpReply {
  RawHttp: PublicResponse;
}

/** the response a success body carries as a RawHttpReply; undefined for any other body */
export function rawHttpOf(body: unknown): PublicResponse | undefined {
  const raw = (body as Partial<RawHttpReply> | null | undefined)?.RawHttp;
  if (!raw || typeof raw !== 'object') return undefined;
  return Number.isInteger(raw.status) && raw.status >= 200 && raw.status < 600 && typeof raw.contentType === 'string' && typeof raw.body === 'string'
    ? raw
    : undefined;
}
