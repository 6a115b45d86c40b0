import type { IncomingHttpHeaders } from 'node:http';

import { type CommandSpec, paramsOf } from '@mail/contracts';

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
 * A gateway sender domain's key: `Authorization: Bearer`, or the vendor's `SenderAPIKey` parameter (legacy
 * `Command=emailgateway.sendemail` clients send it in the body). Taken out of the parameters, so the key is
 * never handed on or logged as one.
 */
export function senderDomainKey(params: Record<string, unknown>, headers: IncomingHttpHeaders): string | undefined {
  const given = text(params.senderapikey);
  delete params.senderapikey;
  return bearerToken(headers) ?? given;
}

const OWN_API_KEY = new WeakMap<CommandSpec, boolean>();

/** whether the command's request declares an `api_key` of its own (dns.authorize's and dns.set's provider key) */
function declaresApiKey(command: CommandSpec): boolean {
  let own = OWN_API_KEY.get(command);
  if (own === undefined) OWN_API_KEY.set(command, (own = Boolean(command.request && paramsOf(command.request).some((p) => p.name === 'api_key'))));
  return own;
}

/**
 * APIKey, SessionID, AdminAPIKey (params, any casing) and `Authorization: Bearer`. `api_key` is the
 * spelling of the vendor's journey.bulk_trigger sample, unless the command declares a parameter of that name.
 */
export function credentialsFrom(params: Record<string, unknown>, headers: IncomingHttpHeaders, command?: CommandSpec): Credentials {
  return {
    apiKey: text(params.apikey) ?? (command && declaresApiKey(command) ? undefined : text(params.api_key)),
    sessionId: text(params.sessionid),
    adminApiKey: text(params.adminapikey),
    bearer: bearerToken(headers),
  };
}

export function hasAny(c: Credentials): boolean {
  return Boolean(c.apiKey || c.sessionId || c.adminApiKey || c.bearer);
}
