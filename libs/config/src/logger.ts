import pino, { type Logger } from 'pino';

/** One structured logger per process; child loggers carry service and request ids. Secrets never go in. */
let root: Logger | undefined;

export function rootLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { pid: process.pid },
    redact: { paths: ['*.password', '*.apikey', '*.adminapikey', '*.sessionid', '*.secret', 'params.password', 'params.apikey'], censor: '[redacted]' },
  });
  return root;
}

export function logger(name: string): Logger {
  return rootLogger().child({ component: name });
}

export type { Logger };
