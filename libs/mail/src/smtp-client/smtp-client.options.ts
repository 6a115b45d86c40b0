import { hostname } from 'node:os';
import type { ConnectionOptions } from 'node:tls';

export interface SmtpClientOptions {
  /** smtp://[user:pass@]host[:port] (STARTTLS when the server offers it) or smtps:// (TLS from the start) */
  url: string;
  maxConnections?: number;
  /** a connection says QUIT after this many messages and the pool opens another; default: no limit */
  maxMessagesPerConnection?: number;
  connectionTimeoutMs?: number;
  greetingTimeoutMs?: number;
  /** the longest silence while a reply is awaited; an idle connection is closed after it */
  socketTimeoutMs?: number;
  /** TLS options for smtps:// and STARTTLS, e.g. `ca` for a relay with a private certificate */
  tls?: ConnectionOptions;
  /** the EHLO name; default: this host's name */
  clientName?: string;
}

export interface ResolvedSmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  maxConnections: number;
  maxMessagesPerConnection: number;
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
  tls: ConnectionOptions;
  clientName: string;
}

export function resolveSmtpOptions(options: SmtpClientOptions): ResolvedSmtpOptions {
  const url = new URL(options.url);
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') throw new Error(`SMTP_URL must use smtp:// or smtps://, not ${url.protocol}//`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    pass: url.password ? decodeURIComponent(url.password) : undefined,
    maxConnections: Math.max(1, options.maxConnections ?? 5),
    maxMessagesPerConnection: options.maxMessagesPerConnection ?? Infinity,
    connectionTimeoutMs: options.connectionTimeoutMs ?? 10_000,
    greetingTimeoutMs: options.greetingTimeoutMs ?? 10_000,
    socketTimeoutMs: options.socketTimeoutMs ?? 60_000,
    tls: { servername: /^[\d.:]+$/.test(host) ? undefined : host, ...options.tls },
    clientName: options.clientName ?? ehloName(),
  };
}

/** this host's name when it is a domain name; otherwise an address literal, as RFC 5321 §4.1.4 allows */
function ehloName(): string {
  const name = hostname();
  return name.includes('.') ? name : '[127.0.0.1]';
}
