import { createHash } from 'node:crypto';

import { authenticator } from 'otplib';

import type { ApiClient, ApiResponse } from '@mail/testing';

/** The legacy ErrorCode as a list of numbers (or strings for keyed values), whatever its shape and format. */
export function errorCodes(res: ApiResponse): (number | string)[] {
  const code = res.body?.ErrorCode;
  const one = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as number | string));
  if (code === undefined || code === null) return [];
  if (typeof code !== 'object') return [one(code)];
  return Object.values(code as Record<string, unknown>).map(one);
}

/** `{param: code}` of a keyed failure, values normalised as above. */
export function keyedCodes(res: ApiResponse): Record<string, number | string> {
  const code = res.body?.ErrorCode as Record<string, unknown>;
  return Object.fromEntries(Object.entries(code ?? {}).map(([k, v]) => [k, typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string)]));
}

export function succeeded(res: ApiResponse): boolean {
  return res.body?.Success === true || res.body?.Success === 'true';
}

export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

export function totp(secret: string): string {
  return authenticator.generate(secret);
}

export async function login(api: ApiClient, username: string, password: string, extra: Record<string, unknown> = {}): Promise<ApiResponse> {
  return api.legacy('User.Login', { Username: username, Password: password, DisableCaptcha: 'true', ...extra });
}

export const FORMATS = ['JSON', 'XML'] as const;
