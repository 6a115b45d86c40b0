import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

import { formatKeyEntry, KEY_BYTES } from './keyring';

/**
 * The keyring spec in `path`, created once with a fresh key (mode 0600) when missing. Several
 * processes may boot at once on one machine: the key is written to a private temporary file and
 * hard-linked into place, which either wins or fails with EEXIST — so no process ever reads a
 * half-written file, and the losers read the winner's key.
 */
export function readOrCreateKeyFile(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, `${formatKeyEntry(`local-${randomBytes(4).toString('hex')}`, randomBytes(KEY_BYTES))}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(path, 'utf8').trim();
}
