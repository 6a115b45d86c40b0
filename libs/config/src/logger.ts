import pino, { type Logger } from 'pino';

/** One structured logger per process; child loggers carry service and request ids. Secrets never go in. */
let root: Logger | undefined;

export function rootLogger(): Logger {
  root ??= pino({
    level: levelFromEnv(),
    base: { pid: process.pid },
    redact: { paths: ['*.password', '*.apikey', '*.adminapikey', '*.sessionid', '*.secret', 'params.password', 'params.apikey'], censor: '[redacted]' },
  });
  return root;
}

/** An unknown LOG_LEVEL falls back to info here; assertValidEnvironment then refuses it with a clear message. */
function levelFromEnv(): string {
  const level = process.env.LOG_LEVEL;
  if (level && level in pino.levels.values) return level;
  if (level === 'silent') return level;
  return level === undefined && process.env.NODE_ENV === 'test' ? 'silent' : 'info';
}

export function logger(name: string): Logger {
  return rootLogger().child({ component: name });
}

export type { Logger };
