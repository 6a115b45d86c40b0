import { IsIn, IsObject, IsString, MaxLength } from 'class-validator';

export const PUBLIC_BODY_MAX_BYTES = 64 * 1024;
/** a body of PUBLIC_BODY_MAX_BYTES is at most that many UTF-16 code units */
const PUBLIC_BODY_MAX_CHARS = PUBLIC_BODY_MAX_BYTES;

/**
 * Public paths (`/t/<kind>/<token>`, provider webhooks) are not API commands: no envelope, no credentials.
 * The edge forwards the request over the bus as a PublicRequest and writes the PublicResponse it gets back
 * verbatim, so the owning service decides every byte a browser or mail client sees.
 */
export class PublicRequest {
  /** GET, POST, or HEAD (the edge answers HEAD like GET without a body; services should not count it as a hit) */
  @IsIn(['GET', 'POST', 'HEAD']) method!: string;
  /** the route's path parameters (`:kind`, `:token`) */
  @IsObject() params!: Record<string, string>;
  @IsObject() query!: Record<string, string>;
  /** the raw body as text (a form, JSON), at most PUBLIC_BODY_MAX_BYTES */
  @IsString() @MaxLength(PUBLIC_BODY_MAX_CHARS) body!: string;
  @IsString() contentType!: string;
  @IsString() ip!: string;
  @IsString() userAgent!: string;
  /** the headers the path asked for (PublicPath.headers), by lower-cased name */
  @IsObject() headers!: Record<string, string>;
  @IsString() requestId!: string;
}

export interface PublicResponse {
  status: number;
  contentType: string;
  /** text, or base64 when `base64` is set (images) */
  body: string;
  base64?: boolean;
  headers?: Record<string, string>;
}

/** Headers of an answer that must never be cached (pixels, redirects that are counted). */
export const NO_CACHE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-cache, no-store, must-revalidate, private, max-age=0',
  pragma: 'no-cache',
  expires: '0',
};

/** The 1×1 transparent GIF of an open pixel (43 bytes). */
const TRANSPARENT_GIF_BASE64 = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export function transparentGif(): PublicResponse {
  return { status: 200, contentType: 'image/gif', body: TRANSPARENT_GIF_BASE64, base64: true, headers: { ...NO_CACHE_HEADERS } };
}

function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small self-contained HTML page (no external resources); `bodyHtml` is trusted markup, the title is escaped. */
export function htmlPage(status: number, title: string, bodyHtml: string, headers: Record<string, string> = {}): PublicResponse {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeText(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font-size:1rem;padding:.5rem 1rem}</style>
</head><body><h1>${escapeText(title)}</h1>
${bodyHtml}
</body></html>`;
  return { status, contentType: 'text/html; charset=utf-8', body, headers: { ...NO_CACHE_HEADERS, 'x-robots-tag': 'noindex', ...headers } };
}

export function paragraph(text: string): string {
  return `<p>${escapeText(text)}</p>`;
}

export function jsonResponse(status: number, value: unknown, headers: Record<string, string> = {}): PublicResponse {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value), headers: { 'cache-control': 'no-store', ...headers } };
}
