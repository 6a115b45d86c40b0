import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { env, envInt, logger } from '@mail/config';

import { collectScrapeSources } from './scrape-sources';
import { type ProcessReadiness, processReadiness } from './readiness';
import { enableDefaultMetrics, metricsRegistry } from './registry';

const log = logger('ops');

export interface OpsServerOptions {
  /** default OPS_PORT (9464); 0 picks a free port */
  port?: number;
  /** default OPS_HOST (0.0.0.0) */
  host?: string;
  readiness?: ProcessReadiness;
  /** bound of each readiness check (default OPS_READINESS_TIMEOUT_MS) */
  checkTimeoutMs?: number;
}

export interface OpsServer {
  /** e.g. http://127.0.0.1:9464 (the loopback address when listening on every interface) */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function answer(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The process's operations port: `GET /livez` (the process answers: 200), `GET /readyz` (200, or 503 naming the
 * failing checks) and `GET /metrics` (Prometheus text format). A plain node:http server, apart from the API port,
 * so that probes and scrapes never queue behind API traffic and services without HTTP get one too.
 */
export async function startOpsServer(options: OpsServerOptions = {}): Promise<OpsServer> {
  enableDefaultMetrics();
  const readiness = options.readiness ?? processReadiness;
  const checkTimeoutMs = options.checkTimeoutMs ?? envInt('OPS_READINESS_TIMEOUT_MS');
  const server = createServer((req, res) => void route(req, res, readiness, checkTimeoutMs));
  const port = options.port ?? envInt('OPS_PORT');
  const host = options.host ?? env('OPS_HOST')!;
  await listen(server, port, host);
  // never the reason a process lingers after its shutdown
  server.unref();
  const bound = (server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  log.info({ host, port: bound }, 'ops server listening (/livez, /readyz, /metrics)');
  return {
    url: `http://${shown}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function route(req: IncomingMessage, res: ServerResponse, readiness: ProcessReadiness, checkTimeoutMs: number): Promise<void> {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, JSON_TYPE, '{"error":"method not allowed"}');
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/livez') return answer(res, 200, JSON_TYPE, '{"status":"ok"}');
    if (path === '/readyz') {
      const report = await readiness.evaluate(checkTimeoutMs);
      return answer(res, report.ready ? 200 : 503, JSON_TYPE, JSON.stringify(report));
    }
    if (path === '/metrics') {
      await collectScrapeSources();
      return answer(res, 200, metricsRegistry.contentType, await metricsRegistry.metrics());
    }
    answer(res, 404, JSON_TYPE, '{"error":"not found: /livez, /readyz and /metrics are served here"}');
  } catch (error) {
    log.warn({ err: error, url: req.url }, 'ops request failed');
    if (!res.headersSent) answer(res, 500, JSON_TYPE, '{"error":"internal error"}');
  }
}

/**
 * The host's ops server (service process, edge process, suite): started once per process. When the port is taken
 * (several processes on one machine without their own OPS_PORT) the process runs on without one and says so.
 */
export async function openOpsPort(options: OpsServerOptions = {}): Promise<OpsServer | undefined> {
  try {
    return await startOpsServer(options);
  } catch (error) {
    log.error({ err: error, port: options.port ?? envInt('OPS_PORT') }, 'ops server could not listen: no /livez, /readyz or /metrics here (set OPS_PORT)');
    return undefined;
  }
}
