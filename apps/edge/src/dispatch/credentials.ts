import type { IncomingHttpHeaders } from 'node:http';

import type { Credentials } from './auth-resolver';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function bearerToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : undefined;
}

/**
 * APIKey, SessionID, AdminAPIKey (params, any casing) and `Authorization: Bearer`. `api_key` is the
 * spelling of the vendor's journey.bulk_trigger sample.
 */
export function credentialsFrom(params: Record<string, unknown>, headers: IncomingHttpHeaders): Credentials {
  return {
    apiKey: text(params.apikey) ?? text(params.api_key),
    sessionId: text(params.sessionid),
    adminApiKey: text(params.adminapikey),
    bearer: bearerToken(headers),
  };
}

export function hasAny(c: Credentials): boolean {
  return Boolean(c.apiKey || c.sessionId || c.adminApiKey || c.bearer);
}
