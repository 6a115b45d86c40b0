import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { dkimFromEnv } from './dkim-config';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n';
const from = (vars: Record<string, string>) => (name: string) => vars[name];

describe(dkimFromEnv.name, () => {
  it('signs nothing when no DKIM variable is set', () => {
    expect(dkimFromEnv(from({}))).toBeUndefined();
  });

  it('reads the key as PEM text with \\n escapes (one-line env values) or from a file', () => {
    const escaped = PEM.replace(/\n/g, '\\n');
    expect(dkimFromEnv(from({ DKIM_DOMAIN: 'shop.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: escaped }))).toEqual({
      domainName: 'shop.example',
      keySelector: 's1',
      privateKey: PEM,
    });
    const file = join(mkdtempSync(join(tmpdir(), 'dkim-')), 'key.pem');
    writeFileSync(file, PEM);
    expect(dkimFromEnv(from({ DKIM_DOMAIN: 'shop.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: file }))?.privateKey).toBe(PEM);
  });

  it('fails at boot on a partial configuration or a key that is not PEM', () => {
    expect(() => dkimFromEnv(from({ DKIM_DOMAIN: 'shop.example' }))).toThrow('DKIM needs all of DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY');
    const notPem = join(mkdtempSync(join(tmpdir(), 'dkim-')), 'key.txt');
    writeFileSync(notPem, 'hello');
    expect(() => dkimFromEnv(from({ DKIM_DOMAIN: 'd', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: notPem }))).toThrow(/not a PEM private key/);
  });
});
