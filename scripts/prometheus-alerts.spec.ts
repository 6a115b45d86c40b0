import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { metricsRegistry } from '@mail/ops';

import { REPO_ROOT } from './services-list';

const alerts = readFileSync(join(REPO_ROOT, 'deploy', 'prometheus', 'alerts.yaml'), 'utf8');
const operations = readFileSync(join(REPO_ROOT, 'docs', 'operations.md'), 'utf8');
const defined = metricsRegistry.getMetricsAsArray().map((m) => m.name);

describe('metrics, their documentation and the alert rules agree', () => {
  it('alerts only on metrics the platform defines', () => {
    const used = new Set([...alerts.matchAll(/\bmail_[a-z_]+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect([name, defined.includes(name)]).toEqual([name, true]);
  });

  it('documents every metric in docs/operations.md', () => {
    for (const name of defined) expect([name, operations.includes(`\`${name}\``)]).toEqual([name, true]);
  });
});
