import type { ErrorStyle } from './errors/command-error';

/**
 * The shape of one registered command. Every HTTP entry (legacy `Command=`, `/api/v1/<path>`)
 * resolves to exactly one of these; the edge routes by it and services bind handlers to its subject.
 */
export type ServiceName = 'edge' | 'accounts' | 'lists' | 'campaigns' | 'journeys' | 'gateway' | 'sms' | 'tracking';

/**
 * none: public; user: APIKey/SessionID/Bearer of a user (admin credentials also accepted, acting as admin);
 * admin: AdminAPIKey or admin session; user-or-admin: either; admin-key: the admin API key only;
 * session-only: a user session, never an API key; sender-domain-key: a gateway sender key as bearer;
 */
export type AuthScope = 'none' | 'user' | 'admin' | 'user-or-admin' | 'admin-key' | 'session-only' | 'sender-domain-key';

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

export type RequestClass = new () => object;

/** The spec's error codes of a command (beyond the ones its request DTO's rules answer), code → meaning. */
export type ErrorCodes = Readonly<Record<number, string>>;

export interface CommandDefinition {
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
  /** request DTO (class-validator); params arrive with lower-cased keys */
  request?: RequestClass;
  /** what a success carries (top-level reply fields) */
  reply?: string;
  /** legacy error shape; a CommandError thrown without an explicit style takes this one */
  errorStyle?: ErrorStyle;
  /** every error code of the command, code → meaning */
  errors?: ErrorCodes;
  notes?: string;
}

export interface CommandSpec extends Readonly<Required<Pick<CommandDefinition, 'name' | 'service' | 'auth' | 'summary'>>> {
  readonly aliases: readonly string[];
  readonly v1?: V1Route;
  readonly legacy: boolean;
  readonly permission?: string;
  readonly userAdministration?: boolean;
  readonly adminActsForUser?: { readonly userParam: string };
  readonly rateLimit?: RateLimit;
  readonly authFailureCode?: number;
  readonly request?: RequestClass;
  readonly reply?: string;
  readonly errorStyle?: ErrorStyle;
  readonly errors?: ErrorCodes;
  readonly notes?: string;
  /** bus subject: `<service>.cmd.<lower-cased dotted name>` */
  readonly subject: string;
}

export function subjectFor(service: ServiceName, name: string): string {
  return `${service}.cmd.${name.toLowerCase().replace(/[^a-z0-9_.-]/g, '_')}`;
}

export function defineCommand(def: CommandDefinition): CommandSpec {
  const aliases = new Set<string>(def.aliases ?? []);
  aliases.add(def.name.toLowerCase());
  aliases.delete(def.name);
  return Object.freeze({
    ...def,
    aliases: Object.freeze([...aliases]),
    legacy: def.legacy ?? true,
    subject: subjectFor(def.service, def.name),
  });
}
