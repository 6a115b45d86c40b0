import { readConfig } from '@mail/config';

/** Settings of the edge, read once at boot (docs/configuration.md describes each variable). */
export interface EdgeConfig {
  host: string;
  port: number;
  http: {
    /** TRUST_PROXY as written: trustProxySetting reads it */
    trustProxy: string | undefined;
    maxHeaderBytes: number;
    requestTimeoutMs: number;
    headersTimeoutMs: number;
    keepAliveTimeoutMs: number;
  };
  body: { maxBytes: number; maxFields: number; maxInflightBytes: number };
  /** CORS_ORIGINS split: empty disables CORS, `*` allows any origin */
  corsOrigins: string[];
  busTimeoutMs: number;
  caseInsensitiveFormat: boolean;
  authCacheTtlSeconds: number;
  readinessTimeoutMs: number;
  redisUrl: string | undefined;
  busNamespace: string | undefined;
  dataDir: string;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readEdgeConfig(source: NodeJS.ProcessEnv = process.env): Readonly<EdgeConfig> {
  return readConfig(
    'edge',
    (vars) => ({
      host: vars.required('HOST'),
      port: vars.int('PORT', { max: 65_535 }),
      http: {
        trustProxy: vars.text('TRUST_PROXY'),
        maxHeaderBytes: vars.int('MAX_HEADER_BYTES'),
        requestTimeoutMs: vars.int('HTTP_REQUEST_TIMEOUT_MS'),
        headersTimeoutMs: vars.int('HTTP_HEADERS_TIMEOUT_MS'),
        keepAliveTimeoutMs: vars.int('HTTP_KEEP_ALIVE_TIMEOUT_MS'),
      },
      body: { maxBytes: vars.int('MAX_BODY_BYTES'), maxFields: vars.int('MAX_BODY_FIELDS'), maxInflightBytes: vars.int('MAX_INFLIGHT_BODY_BYTES') },
      corsOrigins: (vars.text('CORS_ORIGINS') ?? '*')
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
      busTimeoutMs: vars.int('BUS_TIMEOUT_MS'),
      caseInsensitiveFormat: vars.bool('API_RESPONSEFORMAT_CASE_INSENSITIVE'),
      authCacheTtlSeconds: vars.int('AUTH_CACHE_TTL_SECONDS'),
      readinessTimeoutMs: vars.int('OPS_READINESS_TIMEOUT_MS'),
      redisUrl: vars.text('REDIS_URL'),
      busNamespace: vars.text('BUS_NAMESPACE'),
      dataDir: vars.text('DATA_DIR', '.data')!,
    }),
    source,
  );
}

export const EDGE_CONFIG = Symbol('EDGE_CONFIG');
