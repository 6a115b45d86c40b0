import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** Where Node (and npm) find `name` from the package at `path`: its own node_modules, then each parent's. */
function resolves(path: string, name: string): boolean {
  for (let at = path; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    if (lock.packages[`${at ? `${at}/` : ''}node_modules/${name}`]) return true;
    if (!at) return false;
  }
}

/*
 * A registry that mirrors only some platforms' binaries makes `npm install` leave the others out of the lock
 * (they are optional, so it skips what it cannot fetch), and `npm ci` then refuses the lock everywhere. Fix it
 * by locking a version the registry has for every platform: pin it exactly in a scratch copy of package.json,
 * `npm install --package-lock-only` there (no node_modules), then restore the range and run it again.
 */
describe('package-lock.json', () => {
  it('holds every optional dependency of every platform, so `npm ci` accepts it on a fresh clone anywhere', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} → ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
