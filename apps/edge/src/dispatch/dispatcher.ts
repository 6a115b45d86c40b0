import type { IncomingHttpHeaders } from 'node:http';

import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, notModifiedEtag, successBodyText, taggedBodyText } from '@mail/bus';
import { type BusReply, type BusRequest, type CommandSpec, errorHttpStatus, HardFailure, findLegacyCommand, findV1Command, rawHttpOf } from '@mail/contracts';
import { logger } from '@mail/config';

import { collectParams } from '../request/collect-params';
import type { ParsedBody } from '../request/parse-body';
import { type ResponseFormat, resolveFormat } from '../request/resolve-format';
import type { Outcome, RouteKind } from '../render/render';
import { ApiCredentialStrategy } from '../auth/api-credential.strategy';
import { AuthResolver } from './auth-resolver';
import { actingFor } from './acting-for';
import { authorize } from './authorize';
import { credentialsFrom, senderDomainKey } from './credentials';
import { LocalCommands } from './local-commands';
import { RateLimiter } from './rate-limiter';
import { ReplyCache } from './reply-cache';
import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';

const log = logger('edge.dispatch');

function parseReply(text: string): BusReply | undefined {
  try {
    const reply = JSON.parse(text) as unknown;
    return reply && typeof reply === 'object' ? (reply as BusReply) : undefined;
  } catch {
    return undefined;
  }
}

export interface IncomingCall {
  kind: RouteKind;
  method: string;
  url: string;
  /** legacy: trailing `/api.php/<Command>`; v1: the path after /api/v1/ */
  path?: string;
  body: ParsedBody | undefined;
  headers: IncomingHttpHeaders;
  ip: string;
  requestId: string;
  baseUrl: string;
}

export interface DispatchResult {
  outcome: Outcome;
  format: ResponseFormat;
  kind: RouteKind;
  command?: string;
  headers?: Record<string, string>;
  /** the request body was left unread: end the connection after the answer */
  closeConnection?: boolean;
}

/** registry lookup → auth → permission → rate limit → bus (or a local edge command). */
@Injectable()
export class Dispatcher {
  private readonly caseInsensitiveFormat: boolean;
  private readonly timeoutMs: number;
  private readonly maxFields: number;
  private readonly strategy: ApiCredentialStrategy;
  private readonly held = new ReplyCache();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    auth: AuthResolver,
    private readonly limiter: RateLimiter,
    private readonly local: LocalCommands,
    @Inject(EDGE_CONFIG) config: EdgeConfig,
  ) {
    this.strategy = new ApiCredentialStrategy(auth);
    this.caseInsensitiveFormat = config.caseInsensitiveFormat;
    this.timeoutMs = config.busTimeoutMs;
    this.maxFields = config.body.maxFields;
  }

  async dispatch(call: IncomingCall): Promise<DispatchResult> {
    const collected = collectParams(call.url, call.body, this.maxFields);
    if (!collected.ok) {
      const outcome: Outcome = { type: 'hard', code: collected.code, message: collected.message };
      // the unread rest of a refused body is still on the socket: close it rather than read on
      return { outcome, format: 'JSON', kind: call.kind, closeConnection: collected.unread || undefined };
    }
    const params = collected.params;
    const format = resolveFormat(params.responseformat, this.caseInsensitiveFormat);
    const found = this.findCommand(call, params);
    if ('hard' in found) return { outcome: { type: 'hard', code: found.hard, message: found.message }, format, kind: call.kind };
    const { command } = found;
    const result = await this.run(command, params, call).catch((error: Error): Outcome => {
      log.error({ err: error, requestId: call.requestId, command: command.name }, 'dispatch failed');
      return { type: 'hard', code: HardFailure.UnhandledException };
    });
    return { outcome: result, format, kind: call.kind, command: command.name, headers: (result as { headers?: Record<string, string> }).headers };
  }

  private findCommand(call: IncomingCall, params: Record<string, unknown>): { command: CommandSpec } | { hard: number; message?: string } {
    if (call.kind === 'v1') {
      const { command, pathKnown } = findV1Command(call.method, call.path ?? '');
      if (command) return { command };
      return pathKnown
        ? { hard: HardFailure.InvalidConnectionMethod, message: `Method ${call.method} is not supported for /api/v1/${call.path}.` }
        : { hard: HardFailure.UnknownCommand, message: `Invalid API endpoint: "${call.path}" not found.` };
    }
    if (call.method !== 'GET' && call.method !== 'POST')
      return { hard: HardFailure.InvalidConnectionMethod, message: `Method ${call.method} is not supported; use POST or GET.` };
    const raw = typeof params.command === 'string' && params.command.trim() ? params.command : call.path;
    if (!raw || typeof raw !== 'string') return { hard: HardFailure.UnknownCommand, message: 'Invalid API command: the Command parameter is missing.' };
    const command = findLegacyCommand(raw);
    return command ? { command } : { hard: HardFailure.UnknownCommand, message: `Invalid API command: "${raw.slice(0, 100)}" not found.` };
  }

  private async run(command: CommandSpec, params: Record<string, unknown>, call: IncomingCall): Promise<Outcome & { headers?: Record<string, string> }> {
    const credentials = credentialsFrom(params, call.headers, command);
    const authorized = await authorize(command, credentials, call.ip, this.strategy);
    if (!authorized.ok) {
      if ('hard' in authorized) return { type: 'hard', code: authorized.hard, message: authorized.message };
      const code = command.authFailureCode ?? authorized.code;
      return {
        type: 'failure',
        failure: { style: 'scalar', errors: [{ code, message: authorized.message }], httpStatus: authFailureStatus(command, call.kind) },
      };
    }
    const acting = actingFor(command, authorized.auth, params);
    if (!acting.ok) return { type: 'failure', failure: { style: 'scalar', errors: [{ code: acting.code, message: acting.message }] } };
    const auth = acting.auth;
    if (command.permission && auth && auth.permissions !== '*' && !auth.permissions.includes(command.permission)) {
      return { type: 'failure', failure: { style: 'scalar', errors: [{ code: 403, message: `Permission denied: ${command.permission} is required.` }] } };
    }
    if (command.rateLimit) {
      const who = auth?.userId ?? auth?.adminId ?? call.ip;
      const verdict = await this.limiter.hit(`${command.name}:${who}`, command.rateLimit);
      if (!verdict.allowed) {
        const message = `Too many requests. Please wait ${verdict.retryAfter} seconds; ${command.rateLimit.requests} attempts are allowed per ${command.rateLimit.windowSeconds} seconds.`;
        return {
          type: 'failure',
          failure: { style: 'scalar', errors: [{ code: 429, message }], httpStatus: call.kind === 'v1' ? 429 : undefined },
          headers: { 'retry-after': String(verdict.retryAfter) },
        };
      }
    }
    const request: BusRequest = {
      command: command.name,
      params,
      auth,
      requestId: call.requestId,
      meta: {
        ip: call.ip,
        userAgent: call.headers['user-agent'],
        baseUrl: call.baseUrl,
        method: call.method,
        credential: command.auth === 'sender-domain-key' ? senderDomainKey(params, call.headers) : undefined,
      },
    };
    if (this.local.has(command)) return this.local.run(command, request, call.headers);
    const outcome = await this.callService(command, request);
    return command.rawReply ? rawDownload(outcome) : outcome;
  }

  private async callService(command: CommandSpec, request: BusRequest): Promise<Outcome> {
    // a body kept from an earlier identical request: the service answers NotModified while it is current (only
    // commands that have answered with an etag are looked up, so other requests pay no key hash)
    const key = this.held.answersWithEtag(command.name) ? ReplyCache.key(request) : undefined;
    const kept = key === undefined ? undefined : this.held.get(key);
    if (kept) request.meta.ifNoneMatch = kept.etag;
    let text: string;
    try {
      text = await this.bus.requestRaw(command.subject, request, this.timeoutMs);
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'BusUnavailableError')
        return { type: 'hard', code: HardFailure.HandlerMissing, message: `The ${command.service} service that handles ${command.name} is not available.` };
      if (name === 'BusPayloadTooLargeError') {
        const { limit } = error as { limit: number };
        return {
          type: 'hard',
          code: HardFailure.InvalidConnectionMethod,
          message: `The request is too large for this installation's message bus (at most ${limit} bytes); send it in smaller parts.`,
        };
      }
      log.warn({ err: error, command: command.name, requestId: request.requestId }, 'bus request failed');
      if (name === 'BusLostError')
        return {
          type: 'hard',
          code: HardFailure.ComponentUnavailable,
          message: `The ${command.service} service stopped while handling ${command.name}; the change may or may not have been applied.`,
        };
      return { type: 'hard', code: HardFailure.ComponentUnavailable, message: `The ${command.service} service did not answer in time.` };
    }
    // Successes stay JSON text until rendering needs otherwise (see render's splice).
    const json = successBodyText(text);
    if (json !== undefined) return { type: 'ok-json', json };
    const notModified = notModifiedEtag(text);
    if (notModified !== undefined)
      // only for the body this edge named: any other NotModified has nothing to serve
      return kept && notModified === kept.etag ? { type: 'ok-json', json: kept.json, held: kept } : { type: 'hard', code: HardFailure.UnhandledException };
    const tagged = taggedBodyText(text);
    if (tagged) return { type: 'ok-json', json: tagged.json, held: this.held.set(key ?? ReplyCache.key(request), command.name, tagged.etag, tagged.json) };
    const reply = parseReply(text);
    if (!reply) return { type: 'hard', code: HardFailure.UnhandledException };
    if (reply.ok) return { type: 'ok', body: reply.body };
    if ('hard' in reply) return { type: 'hard', code: reply.hard, message: reply.message };
    return { type: 'failure', failure: reply.failure };
  }
}

/** a `rawReply` command's success that is a RawHttpReply, as the raw outcome; any other outcome as it is */
function rawDownload(outcome: Outcome): Outcome {
  if (outcome.type !== 'ok' && outcome.type !== 'ok-json') return outcome;
  const response = rawHttpOf(outcome.type === 'ok' ? outcome.body : JSON.parse(outcome.json));
  return response ? { type: 'raw', response } : outcome;
}

/** the v1 HTTP status the contract names for its own auth-failure code (process_pmta_log_file: 401, inbound-relay-domain-check: 403), if any */
function authFailureStatus(command: CommandSpec, kind: IncomingCall['kind']): number | undefined {
  return kind === 'v1' && command.authFailureCode !== undefined ? errorHttpStatus(command, command.authFailureCode) : undefined;
}
