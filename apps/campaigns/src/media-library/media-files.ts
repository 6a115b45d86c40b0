import { randomBytes } from 'node:crypto';

import { env } from '@mail/config';
import { MEDIA_TYPES } from '@mail/contracts';

export type MediaType = (typeof MEDIA_TYPES)[number];

/** Older or looser spellings clients send for an allowed type. */
const TYPE_ALIASES: Readonly<Record<string, MediaType>> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' };

/** MediaType as an allowed type (case and parameters ignored), or undefined. */
export function allowedType(value: string): MediaType | undefined {
  const type = value.split(';')[0].trim().toLowerCase();
  return TYPE_ALIASES[type] ?? MEDIA_TYPES.find((t) => t === type);
}

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const wanted = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + wanted.length && bytes.subarray(at, at + wanted.length).equals(wanted);
};

/** The allowed type the bytes are a file of, by their signature ("magic number"), or undefined. */
export function sniffType(bytes: Buffer): MediaType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  return undefined;
}

/** MediaData as bytes: standard or URL-safe base64 (whitespace and a `data:…;base64,` prefix allowed), else undefined. */
export function decodeBase64(data: string): Buffer | undefined {
  const text = data.replace(/^\s*data:[^,]*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

/** Upper bound of the bytes a base64 text decodes to, without decoding it (a too-large upload is refused first). */
export const decodedSizeBound = (data: string): number => Math.floor((data.length * 3) / 4);

/** MediaSize as a whole number of bytes, or undefined. */
export function sizeOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/** A new storage key: the owner's id and 24 URL-safe random characters (144 bits), the public URL's secret part. */
export const newStorageKey = (userId: number): string => `${userId}/${randomBytes(18).toString('base64url')}`;

/** The public address of a file: `<base>/media/<userId>/<token>/<name>`. */
export function publicUrl(baseUrl: string, storageKey: string, name: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/media/${storageKey}/${encodeURIComponent(name)}`;
}

/** Media URLs point at PUBLIC_BASE_URL, else at the base URL the request came in on (as links in mail do). */
export function mediaBaseUrl(requestBaseUrl: string | undefined): string {
  return env('PUBLIC_BASE_URL') ?? requestBaseUrl ?? `http://${env('HOST')}:${env('PORT')}`;
}
