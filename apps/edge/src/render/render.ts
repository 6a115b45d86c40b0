import { type CommandFailure, hardFailureStatus, type PublicResponse } from '@mail/contracts';

import type { HeldReply } from '../dispatch/reply-cache';
import type { ResponseFormat } from '../request/resolve-format';
import { hardFailureBody } from './hard-failure';
import { legacyFailure, legacySuccess } from './legacy-envelope';
import { serializeXml } from './serialize-xml';
import { v1Failure } from './v1-envelope';

export type RouteKind = 'legacy' | 'v1';

export type Outcome =
  | { type: 'ok'; body: unknown; status?: number }
  /** a success body still as the JSON text the service sent: spliced, not re-parsed, when JSON is wanted */
  | { type: 'ok-json'; json: string; held?: HeldReply }
  /** a file download (a contract's `rawReply`): written as it is, with no envelope */
  | { type: 'raw'; response: PublicResponse }
  | { type: 'failure'; failure: CommandFailure }
  | { type: 'hard'; code: number; message?: string };

export interface Rendered {
  status: number;
  contentType: string;
  body: string;
}

/** a raw outcome as sent: its own status, headers and bytes */
export interface RenderedFile {
  status: number;
  contentType: string;
  body: Buffer;
  headers?: Record<string, string>;
}

/** The only place that knows the public shapes: (outcome, route kind, format) → HTTP response. */
export function render(outcome: Exclude<Outcome, { type: 'raw' }>, kind: RouteKind, format: ResponseFormat): Rendered {
  if (outcome.type === 'ok-json') {
    const spliced = format === 'JSON' ? spliceJson(outcome.json, kind) : undefined;
    if (spliced !== undefined) return { status: 200, contentType: 'application/json; charset=utf-8', body: spliced };
    return render({ type: 'ok', body: JSON.parse(outcome.json) as unknown }, kind, format);
  }
  const { status, payload, forceJson } = shape(outcome, kind);
  if (format === 'XML' && !forceJson) return { status, contentType: 'text/xml; charset=utf-8', body: serializeXml(payload) };
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(payload ?? {}) };
}

/** A file download (a `rawReply` command's RawHttpReply): no envelope, whatever the route and format. */
export function renderFile(outcome: Extract<Outcome, { type: 'raw' }>): RenderedFile {
  const { status, contentType, body, base64, headers } = outcome.response;
  return { status, contentType, body: Buffer.from(body, base64 ? 'base64' : 'utf8'), headers };
}

const ENVELOPE_OPEN = '{"Success":true,"ErrorCode":0,"ErrorText":""';

/** The legacy envelope around an object body's JSON text, same result as legacySuccess + stringify. */
function spliceJson(json: string, kind: RouteKind): string | undefined {
  if (kind === 'v1') return json;
  if (!json.startsWith('{')) return undefined;
  return json === '{}' ? `${ENVELOPE_OPEN}}` : `${ENVELOPE_OPEN},${json.slice(1)}`;
}

function shape(outcome: Exclude<Outcome, { type: 'ok-json' | 'raw' }>, kind: RouteKind): { status: number; payload: unknown; forceJson?: boolean } {
  switch (outcome.type) {
    case 'ok':
      return { status: outcome.status ?? 200, payload: kind === 'legacy' ? legacySuccess(outcome.body) : (outcome.body ?? {}) };
    case 'failure':
      return { status: outcome.failure.httpStatus ?? 200, payload: kind === 'legacy' ? legacyFailure(outcome.failure) : v1Failure(outcome.failure) };
    case 'hard':
      // 100000 and 100001 arise before the format is known: always JSON.
      return {
        status: hardFailureStatus(outcome.code),
        payload: hardFailureBody(outcome.code, outcome.message),
        forceJson: outcome.code === 100000 || outcome.code === 100001,
      };
  }
}
