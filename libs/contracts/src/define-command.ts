import type { ErrorStyle } from './errors/command-error';
import type { ReplyType } from './queries/define-query';

/**
 * The shape of one registered command. Every HTTP entry (legacy `Command=`, `/api/v1/<path>`)
 * resolves to exactly one of these; the edge routes by it and services bind handlers to its subject.
 */
export type ServiceName = 'edge' | 'accounts' | 'lists' | 'campaigns' | 'journeys' | 'gateway' | 'sms' | 'tracking';

/**
 * none: public; user: APIKey/SessionID/Bearer of a user (admin credentials also accepted, acting as admin);
 * admin: AdminAPIKey or admin session; user-or-admin: either; admin-key: the admin API key only;
 * session-only: a user session, never an API key; sender-domain-key: a gateway sender key as bearer;
 * client: a client (sub-account) session from client.login only; user-or-client: a user credential or a client session.
 * A client session is refused (99998) by every other scope.
 * user-or-subscriber: a user credential, or a subscriber session from subscriber.login (its SessionID) limited by the
 * owning service to that subscriber's own data; a subscriber session is refused (99998) by every other scope.
 */
export type AuthScope =
  'none' | 'user' | 'admin' | 'user-or-admin' | 'admin-key' | 'session-only' | 'sender-domain-key' | 'client' | 'user-or-client' | 'user-or-subscriber';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface V1Route {
  methods: HttpMethod[];
  /** path after `/api/v1/`, e.g. `user.apikey` */
  path: string;
}

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export type RequestClass<Req extends object = object> = new () => Req;

/** One error code of a command: its meaning, and the HTTP status the v1 shape answers it with (200 otherwise). */
export interface ErrorEntry {
  meaning: string;
  httpStatus?: number;
}

/** The spec's error codes of a command (beyond the ones its request DTO's rules answer), code → meaning. */
export type ErrorCodes = Readonly<Record<number, string | ErrorEntry>>;

export interface CommandDefinition<Req extends object = object, Rep = unknown> {
  /** canonical public name, e.g. `List.Create` or `journey.create` */
  name: string;
  service: ServiceName;
  auth: AuthScope;
  summary: string;
  /** extra names accepted by the legacy entry (matched case-insensitively) */
  aliases?: string[];
  /** reachable through `/api/v1/<path>` */
  v1?: V1Route;
  /** false when the command is only reachable through its v1 path and never via `Command=` */
  legacy?: boolean;
  permission?: string;
  /**
   * User administration (accounts' user-scope commands): administrator credentials are accepted and
   * act on any user, and an explicit AdminAPIKey wins over APIKey, which may be a parameter there
   * (User.Update's new key).
   */
  userAdministration?: boolean;
  /**
   * A user-scope command an administrator may call on behalf of a user, naming that user in this parameter
   * (lower-cased name, e.g. `userid`). The edge then accepts administrator credentials, answers 99998 unless the
   * parameter is a user id, and sends `auth: { kind: 'admin', adminId, userId: <that user> }`; the service acts
   * on that user's data and knows an administrator asked. A user's own credential ignores the parameter.
   */
  adminActsForUser?: { userParam: string };
  rateLimit?: RateLimit;
  /** the code a failed authentication answers on this command, where the spec gives one (99998 otherwise) */
  authFailureCode?: number;
  /** a success may be a RawHttpReply (a file download): the edge writes it as it is, with no envelope */
  rawReply?: boolean;
  /** request DTO (class-validator); params arrive with lower-cased keys */
  request?: RequestClass<Req>;
  /** what a success carries (top-level reply fields), for the docs */
  reply?: string;
  /** the reply's type (`returns: reply<UserGetReply>()`): the handler is held to it */
  returns?: ReplyType<Rep>;
  /** legacy error shape; a CommandError thrown without an explicit style takes this one */
  errorStyle?: ErrorStyle;
  /** every error code of the command, code → meaning */
  errors?: ErrorCodes;
  notes?: string;
}

export interface CommandSpec<Req extends object = object, Rep = unknown> extends Readonly<
  Required<Pick<CommandDefinition, 'name' | 'service' | 'auth' | 'summary'>>
> {
  readonly aliases: readonly string[];
  readonly v1?: V1Route;
  readonly legacy: boolean;
  readonly permission?: string;
  readonly userAdministration?: boolean;
  readonly adminActsForUser?: { readonly userParam: string };
  readonly rateLimit?: RateLimit;
  readonly authFailureCode?: number;
  readonly rawReply?: boolean;
  readonly request?: RequestClass<Req>;
  readonly reply?: string;
  readonly returns?: ReplyType<Rep>;
  readonly errorStyle?: ErrorStyle;
  readonly errors?: ErrorCodes;
  readonly notes?: string;
  /** bus subject: `<service>.cmd.<lower-cased dotted name>` */
  readonly subject: string;
}

export function subjectFor(service: ServiceName, name: string): string {
  return `${service}.cmd.${name.toLowerCase().replace(/[^a-z0-9_.-]/g, '_')}`;
}

/** the validated input a command's handler receives (its request DTO; no DTO: no parameters of its own) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandInput<C> = C extends CommandSpec<infer Req, any> ? Req : never;
/** the reply a command's handler returns */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CommandReply<C> = C extends CommandSpec<any, infer Rep> ? Rep : never;

const COMMAND = Symbol.for('mail:command');

export function defineCommand<Req extends object = Record<string, unknown>, Rep = unknown>(def: CommandDefinition<Req, Rep>): CommandSpec<Req, Rep> {
  const aliases = new Set<string>(def.aliases ?? []);
  aliases.add(def.name.toLowerCase());
  aliases.delete(def.name);
  const spec = {
    ...def,
    aliases: Object.freeze([...aliases]),
    legacy: def.legacy ?? true,
    subject: subjectFor(def.service, def.name),
  };
  Object.defineProperty(spec, COMMAND, { value: true });
  return Object.freeze(spec);
}

export function isCommandSpec(value: unknown): value is CommandSpec {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[COMMAND] === true;
}

/** Every command a contracts module exports (`import * as accounts from './accounts'`), in export order. */
export function commandsIn(module: Record<string, unknown>): CommandSpec[] {
  return Object.values(module).filter(isCommandSpec);
}

/** the HTTP status the contract gives one of its codes (undefined: the renderer's default) */
export function errorHttpStatus(command: Pick<CommandSpec, 'errors'>, code: number): number | undefined {
  const entry = command.errors?.[code];
  return typeof entry === 'object' ? entry.httpStatus : undefined;
}
