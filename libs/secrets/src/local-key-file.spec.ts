import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parseKeyring } from './keyring';
import { readOrCreateKeyFile } from './local-key-file';

describe(readOrCreateKeyFile.name, () => {
  it('creates one key with mode 0600 and returns the same key afterwards', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'nested', 'secrets.key');
    const first = readOrCreateKeyFile(path);
    expect(parseKeyring(first).activeKeyId).toMatch(/^local-[0-9a-f]{8}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readOrCreateKeyFile(path)).toBe(first);
  });

  it('keeps a key that another process wrote first', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'secrets.key');
    const theirs = `theirs:${Buffer.alloc(32, 7).toString('base64')}`;
    writeFileSync(path, `${theirs}\n`, { mode: 0o600 });
    expect(readOrCreateKeyFile(path)).toBe(theirs);
    expect(readFileSync(path, 'utf8').trim()).toBe(theirs);
  });
});
