import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';

import { EmbeddedPostgresError } from './embedded-postgres.error';
import { type ClusterUser, makeTraversable } from './postgres-cluster';

/** Where the embedded cluster's binaries and data are, and who runs it. */
export interface EmbeddedRuntime {
  binDir: string;
  dataDir: string;
  user: ClusterUser;
  /** a directory the PostgreSQL user can read (initdb's password file) */
  scratchDir: string;
  /** set when root's PostgreSQL user could not reach the defaults: where they were placed instead */
  relocatedTo?: string;
}

const RUNTIME_ROOTS = ['/var/lib/mailplatform', join(tmpdir(), 'mailplatform-pg-0')];

/**
 * PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user (created when
 * missing). That user must traverse every directory above the binaries and the data directory; a
 * clone under /root (mode 700) or in a `mktemp -d` directory fails that. Then the binaries are copied
 * once per version, and the data directory is placed, under a root-owned, world-traversable
 * directory (/var/lib/mailplatform, else <tmp>/mailplatform-pg-0).
 */
export function embeddedRuntime(dataDir: string): EmbeddedRuntime {
  const { binDir, version } = packagedBinaries();
  if (process.platform === 'win32' || process.getuid?.() !== 0) return { binDir, dataDir, user: {}, scratchDir: tmpdir() };
  const user = postgresUser();
  const binReachable = reachableByOthers(binDir) && reachableByOthers(join(binDir, 'initdb'));
  const dataReachable = reachableByOthers(dirname(dataDir));
  if (binReachable && dataReachable) return { binDir, dataDir, user, scratchDir: tmpdir() };
  if (!dataReachable && existsSync(join(dataDir, 'PG_VERSION')))
    throw new EmbeddedPostgresError(
      `the cluster in ${dataDir} is not reachable by the "postgres" user PostgreSQL runs as under root`,
      `make every directory above it traversable (chmod o+x), or run as another user`,
    );
  const root = runtimeRoot();
  return {
    binDir: binReachable ? binDir : copiedBinaries(root, binDir, version),
    dataDir: dataReachable ? dataDir : relocatedDataDir(root, dataDir),
    user,
    scratchDir: root,
    relocatedTo: root,
  };
}

function packagedBinaries(): { binDir: string; version: string } {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name);
  } catch {
    throw new EmbeddedPostgresError(`the package ${name} (PostgreSQL binaries for this platform) is not installed`, 'run `npm install`');
  }
  const packageDir = resolve(dirname(entry), '..');
  const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  return { binDir: join(packageDir, 'native', 'bin'), version };
}

/** Every directory from / down to `path` lets others in (x), and `path` itself others may read. */
export function reachableByOthers(path: string): boolean {
  let current = resolve(path);
  while (!existsSync(current)) current = dirname(current); // created later by root, mode 755
  for (let dir = current; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === parse(dir).root) return true;
  }
}

function postgresUser(): ClusterUser {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    /* not there yet */
  }
  try {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', '-M', '-s', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedPostgresError(
      'running as root, PostgreSQL needs an unprivileged "postgres" user, and it could not be created (groupadd/useradd failed)',
      'create a "postgres" user, or run as a non-root user',
    );
  }
}

function runtimeRoot(): string {
  for (const root of RUNTIME_ROOTS) {
    try {
      makeTraversable(root);
      if (reachableByOthers(root)) return root;
    } catch {
      /* read-only or not creatable: try the next */
    }
  }
  throw new EmbeddedPostgresError(
    `none of ${RUNTIME_ROOTS.join(', ')} could be created as a directory the "postgres" user can enter`,
    'make one of them writable by root',
  );
}

/** Copied once per version; a half-done copy (another process, a crash) is never used. */
function copiedBinaries(root: string, binDir: string, version: string): string {
  const target = join(root, `pg-${version}`);
  const done = join(target, '.complete');
  if (!existsSync(done)) {
    const staging = `${target}.${process.pid}.partial`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(resolve(binDir, '..'), staging, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(staging, '.complete'), `${version}\n`);
    makeTraversable(staging);
    try {
      renameSync(staging, target);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process finished first
      if (!existsSync(done)) throw new EmbeddedPostgresError(`could not copy the PostgreSQL binaries to ${target}`, `remove ${target} and retry`);
    }
  }
  return join(target, 'bin');
}

/** One data directory per configured DATA_DIR, so separate clones keep separate clusters. */
function relocatedDataDir(root: string, dataDir: string): string {
  const key = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12);
  const parent = join(root, `data-${key}`);
  makeTraversable(parent);
  writeFileSync(join(parent, 'SOURCE'), `${resolve(dataDir)}\n`);
  return join(parent, 'pg');
}
