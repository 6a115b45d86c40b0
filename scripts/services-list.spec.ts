import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BACKEND_SERVICES } from '@mail/contracts';

import { SERVICE_MODULES } from '../apps/suite/src/service-modules';
import { readServices, REPO_ROOT } from './services-list';

const services = readServices();
const workers = services.filter((s) => !s.edge);
const compose = readFileSync(join(REPO_ROOT, 'deploy', 'docker-compose.yml'), 'utf8');
const dockerfile = readFileSync(join(REPO_ROOT, 'deploy', 'Dockerfile'), 'utf8');
/** the YAML block of one compose service (two-space indented key up to the next one) */
const composeService = (name: string) => new RegExp(`^  ${name}:\\s*$([\\s\\S]*?)(?=^  [a-z-]+:\\s*$|^[a-z]|(?![\\s\\S]))`, 'm').exec(compose)?.[1] ?? '';

describe('services.json is the one list of services (add a new service there and everywhere below)', () => {
  it('names each service once, with its built entry point, and exactly one edge', () => {
    expect(new Set(services.map((s) => s.name)).size).toBe(services.length);
    expect(services.filter((s) => s.edge)).toHaveLength(1);
    for (const s of services) expect([s.name, s.main]).toEqual([s.name, `apps/${s.name}/dist/main.js`]);
  });

  it.each(services.map((s) => s.name))('%s has a Kubernetes manifest in k8s/base/ (generated: scripts/k8s/generate.js)', (name) => {
    expect(existsSync(join(REPO_ROOT, 'k8s', 'base', `${name}.yaml`))).toBe(true);
  });

  it.each(services.map((s) => s.name))('%s has a service in deploy/docker-compose.yml', (name) => {
    expect(compose).toMatch(new RegExp(`^  ${name}:\\s*$`, 'm'));
  });

  it.each(services.map((s) => s.name))(
    '%s has its own target in deploy/Dockerfile (its dist only, on the shared runtime), built for its compose service',
    (name) => {
      const target = new RegExp(`^FROM runtime AS ${name}$\\n((?:(?!^FROM ).*\\n)*)`, 'm').exec(dockerfile)?.[1];
      expect(target).toContain(`COPY --from=prod /app/apps/${name} ./apps/${name}`);
      expect(target).toContain(`ENV APP=${name}`);
      expect(composeService(name)).toContain(`target: ${name} }`);
      expect(composeService(name)).toContain(`APP: ${name}`);
    },
  );

  it('deploy/: the runtime is non-root with no dev dependencies; compose has NATS with JetStream, PostgreSQL, Redis, the dev mail server and the migrations', () => {
    const runtime = /^FROM \$\{NODE_IMAGE\} AS runtime$([\s\S]*?)^FROM /m.exec(dockerfile)?.[1] ?? '';
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('COPY --from=prod /app/node_modules');
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(composeService('nats')).toMatch(/'-js'/);
    expect(composeService('postgres')).toMatch(/image: postgres:/);
    expect(composeService('redis')).toMatch(/image: redis:/);
    expect(composeService('mail')).toContain('libs/mail/dist/dev-server-main.js');
    expect(composeService('migrate')).toContain('apps/suite/dist/migrate.js');
  });

  it.each(workers.map((s) => s.name))('%s has a guide in docs/services/', (name) => {
    expect(existsSync(join(REPO_ROOT, 'docs', 'services', `${name}.md`))).toBe(true);
  });

  it('has every worker service in the suite (apps/suite/src/service-modules.ts), and nothing else there', () => {
    expect(Object.keys(SERVICE_MODULES).sort()).toEqual(workers.map((s) => s.name).sort());
  });

  it('has every worker service, and nothing else, in BACKEND_SERVICES (libs/contracts): each answers its health query', () => {
    expect([...BACKEND_SERVICES].sort()).toEqual(workers.map((s) => s.name).sort());
  });

  it('lists every app with a main.ts under apps/ (the suite excepted)', () => {
    const apps = readdirSync(join(REPO_ROOT, 'apps')).filter((dir) => dir !== 'suite' && existsSync(join(REPO_ROOT, 'apps', dir, 'src', 'main.ts')));
    expect(apps.sort()).toEqual(services.map((s) => s.name).sort());
  });
});
