import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

import { assertStorageKey, type MediaStorage } from './media-storage';

/**
 * Media files as plain files under one directory (DATA_DIR/media): `<root>/<userId>/<token>`. A write goes to a
 * temporary name first and is renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, bytes, { mode: 0o640 });
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return readFile(this.pathOf(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** the key's file, checked twice: the key's own shape, and that the resolved path stays below the root */
  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error('media storage key outside the store');
    return path;
  }
}
