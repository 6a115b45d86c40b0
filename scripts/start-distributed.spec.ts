import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import { type AddressInfo, connect, createServer as createTcpServer } from 'node:net';
import { join } from 'node:path';

import { readServices, REPO_ROOT } from './services-list';

/* eslint-disable @typescript-eslint/no-require-imports */
const { parseArgs, plan, startProxy } = require('./start-distributed') as {
  parseArgs: (
    argv: string[],
    env: Record<string, string | undefined>,
  ) => { replicas: number; edgeReplicas: number; port: number; opsPortBase: number; migrate: boolean; host: string };
  plan: (services: unknown[], opts: unknown) => { name: string; replica: number; edge: boolean; env: Record<string, string> }[];
  startProxy: (targets: { host: string; port: number }[], host: string, port: number, log: (line: string) => void) => Promise<Server>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** a stand-in edge: answers who it is and who asked */
function fakeEdge(name: string): Server {
  return createServer({ maxHeaderSize: 1024 * 1024 }, (req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () =>
      res.end(JSON.stringify({ edge: name, client: req.socket.remoteAddress, urlLength: req.url?.length, xff: req.headers['x-forwarded-for'] ?? null })),
    );
  });
}

function get(port: number, path: string, localAddress?: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress, agent: false }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('scripts/start-distributed.js', () => {
  it('plans every service of services.json with N replicas, a distinct OPS_PORT each, the edges on PORT+1.. behind the proxy', () => {
    const opts = parseArgs(['--replicas', '2', '--port=28080', '--ops-port-base', '29000'], {});
    expect(opts).toMatchObject({ replicas: 2, edgeReplicas: 2, port: 28080, opsPortBase: 29000, migrate: true });
    const processes = plan(readServices(), opts);
    expect(processes).toHaveLength(readServices().length * 2);
    for (const s of readServices()) expect(processes.filter((p) => p.name === s.name).map((p) => p.replica)).toEqual([1, 2]);
    expect(new Set(processes.map((p) => p.env.OPS_PORT)).size).toBe(processes.length);
    expect(processes.filter((p) => p.edge).map((p) => p.env.PORT)).toEqual(['28081', '28082']);
    expect(processes.every((p) => p.env.DB_MIGRATIONS_RUN === 'false')).toBe(true);
    expect(processes.at(-1)!.edge).toBe(true);
    expect(() => parseArgs(['--replicas', '0'], {})).toThrow(/positive integer/);
    expect(parseArgs([], { DISTRIBUTED_REPLICAS: '3', DISTRIBUTED_EDGE_REPLICAS: '2' })).toMatchObject({ replicas: 3, edgeReplicas: 2 });
  });

  it("shares --db-connections among the service processes' pools (the edges hold none), leaving pool sizes set in the environment alone", () => {
    const backends = readServices().filter((s) => !s.edge).length;
    const processes = plan(readServices(), parseArgs(['--replicas', '2'], {}));
    const services = processes.filter((p) => !p.edge);
    const held = services.reduce((sum, p) => sum + Number(p.env.DB_POOL_SIZE) + Number(p.env.JOBS_POOL_SIZE), 0);
    expect(held).toBeLessThanOrEqual(90);
    expect(services.every((p) => Number(p.env.DB_POOL_SIZE) >= 2 && Number(p.env.JOBS_POOL_SIZE) >= 1)).toBe(true);
    expect(processes.filter((p) => p.edge).every((p) => p.env.DB_POOL_SIZE === undefined)).toBe(true);
    // one replica of each: the usual defaults (10 + 4) where they fit
    const single = plan(readServices(), parseArgs(['--db-connections', String(backends * 14)], {})).filter((p) => !p.edge);
    expect(single.map((p) => [p.env.DB_POOL_SIZE, p.env.JOBS_POOL_SIZE])).toEqual(single.map(() => ['10', '4']));
    const given = plan(readServices(), parseArgs(['--replicas', '2'], { DB_POOL_SIZE: '7' })).filter((p) => !p.edge);
    expect(given.every((p) => p.env.DB_POOL_SIZE === undefined && p.env.JOBS_POOL_SIZE === '2')).toBe(true);
  });

  it('refuses to start without NATS_URL and DATABASE_URL, saying so', () => {
    const env = { ...process.env };
    delete env.NATS_URL;
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'start-distributed.js')], { env, encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/set NATS_URL and DATABASE_URL/);
  });

  describe('the round-robin proxy', () => {
    const edges = [fakeEdge('a'), fakeEdge('b')];
    let proxy: Server;
    let port: number;
    beforeAll(async () => {
      const ports = await Promise.all(edges.map(listen));
      const probe = createTcpServer();
      port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
      await new Promise((resolve) => probe.close(resolve));
      proxy = await startProxy(
        ports.map((p) => ({ host: '127.0.0.1', port: p })),
        '127.0.0.1',
        port,
        () => undefined,
      );
    });
    afterAll(async () => {
      for (const s of [proxy, ...edges]) await new Promise((resolve) => s.close(resolve));
    });

    it('sends each request to the next edge, from the client own loopback address, with no X-Forwarded-For', async () => {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await get(port, '/x', '127.0.0.7')).body);
      expect(answers.map((a) => a.edge)).toEqual(['a', 'b', 'a', 'b']);
      expect(answers.map((a) => a.client)).toEqual(Array(4).fill('127.0.0.7'));
      expect(answers.every((a) => a.xff === null)).toBe(true);
    });

    it('passes a query string far above node default header limit to the edge', async () => {
      const res = await get(port, `/api.php?Note=${'x'.repeat(200_000)}`);
      expect([res.status, res.body.urlLength]).toEqual([200, 200_000 + '/api.php?Note='.length]);
    });

    it('passes bytes that are not HTTP to an edge as they came', async () => {
      const raw = createTcpServer((socket) => socket.once('data', (d) => socket.end(`got:${d.toString()}`)));
      const rawPort = await new Promise<number>((resolve) => raw.listen(0, '127.0.0.1', () => resolve((raw.address() as AddressInfo).port)));
      const rawProxy = await startProxy([{ host: '127.0.0.1', port: rawPort }], '127.0.0.1', 0, () => undefined);
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect((rawProxy.address() as AddressInfo).port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        let text = '';
        socket.on('data', (c: Buffer) => (text += c.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toBe('got:NOT HTTP AT ALL\r\n\r\n');
      await new Promise((resolve) => rawProxy.close(resolve));
      await new Promise((resolve) => raw.close(resolve));
    });
  });
});
