import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

  it('lists every environment variable in docs/configuration.md', () => {
    expect(readFileSync(join(docs, 'configuration.md'), 'utf8')).toBe(configurationPage());
  });
});
