import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ENV_VARS } from '@mail/config';
import { COMMANDS } from '@mail/contracts';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { page, slug, configurationPage } = require('./generate-docs.js') as {
  page: (c: unknown) => string;
  slug: (name: string) => string;
  configurationPage: () => string;
};

const docs = join(__dirname, '..', 'docs');

describe('generated docs are current (run `npm run docs` when this fails)', () => {
  it('has the same page for every command of the registry', () => {
    for (const command of COMMANDS) {
      const file = join(docs, 'api', `${slug(command.name)}.md`);
      expect([command.name, readFileSync(file, 'utf8')]).toEqual([command.name, page(command)]);
    }
  });

  it('covers every environment variable in docs/operations.md too', () => {
    const operations = readFileSync(join(docs, 'operations.md'), 'utf8');
    const missing = ENV_VARS.map((v) => v.name).filter((name) => !operations.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('lists every environment variable in docs/configuration.md', () => {
    expect(readFileSync(join(docs, 'configuration.md'), 'utf8')).toBe(configurationPage());
  });
});
