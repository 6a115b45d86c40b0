/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are untyped JSON/XML */
import type { ApiClient, ApiResponse, CallOptions } from './api-client';

export type ResponseFormat = 'JSON' | 'XML';

/** Whether a legacy response is a success, in either format (XML renders booleans as text). */
export function succeeded(res: ApiResponse): boolean {
  return res.body?.Success === true || res.body?.Success === 'true' || res.body?.Success === '1';
}

export interface ApiUser {
  /** a legacy command with the user's API key */
  call(command: string, params?: Record<string, unknown>, format?: ResponseFormat, options?: CallOptions): Promise<ApiResponse>;
  /** calls and fails the test unless Success */
  ok(command: string, params?: Record<string, unknown>): Promise<Record<string, any>>;
}

/** Calls the API as the user whose API key is given, the way a client does. */
export function apiUser(api: ApiClient, apiKey: string): ApiUser {
  const call: ApiUser['call'] = (command, params = {}, format, options = {}) =>
    api.legacy(command, { APIKey: apiKey, ...params }, { ...options, ...(format ? { format } : {}) });
  const ok: ApiUser['ok'] = async (command, params = {}) => {
    const res = await call(command, params);
    if (!succeeded(res)) throw new Error(`${command} failed: ${res.status} ${res.text}`);
    return res.body as Record<string, any>;
  };
  return { call, ok };
}
