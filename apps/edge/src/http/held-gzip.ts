import { constants, gzipSync } from 'node:zlib';

import type { HeldReply } from '../dispatch/reply-cache';
import type { Rendered, RouteKind } from '../render/render';

/** below this a body is sent as it is: compressing it saves little */
const MIN_BYTES = 8 * 1024;

/**
 * The gzip of a kept reply's JSON rendering when the client accepts gzip: made once per kept body and route kind
 * (the rendering is a function of the two), so a large read answered again costs a tenth of the bytes and no
 * compression work. Other answers are sent as they are.
 */
export function heldGzip(held: HeldReply | undefined, kind: RouteKind, rendered: Rendered, acceptEncoding: string | string[] | undefined): Buffer | undefined {
  if (!held || rendered.status !== 200 || !rendered.contentType.startsWith('application/json') || rendered.body.length < MIN_BYTES) return undefined;
  if (!acceptsGzip(acceptEncoding)) return undefined;
  let gzipped = held.gzipped.get(kind);
  if (!gzipped) {
    gzipped = gzipSync(rendered.body, { level: constants.Z_BEST_SPEED });
    held.gzipped.set(kind, gzipped);
  }
  return gzipped;
}

/** `gzip` listed with a non-zero q, or `*` with a non-zero q when gzip is not listed (an explicit `gzip;q=0` refuses it) */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let any = false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const wanted = q === undefined || Number(q.slice(2)) > 0;
    if (coding.trim() === 'gzip') return wanted;
    if (coding.trim() === '*') any = wanted;
  }
  return any;
}
