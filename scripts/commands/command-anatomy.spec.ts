import { join } from 'node:path';

import { COMMANDS, type CommandSpec } from '@mail/contracts';

import { ROOT, commandFiles, handlerBinds, textOf, tsFiles } from './command-files';

const EDGE_LOCAL_COMMANDS = 'apps/edge/src/dispatch/local-commands.ts';
const moved = COMMANDS;
const exportNameOf = (command: CommandSpec, contract: string): string | undefined => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const exports = require(join(ROOT, contract)) as Record<string, unknown>;
  return Object.entries(exports).find(([, value]) => value === command)?.[0];
};

describe('every command has one anatomy (docs/adding-a-command.md)', () => {
  it.each(moved.map((c) => [c.name, c] as const))('%s: contract file, typed reply, handler bound with @Handles, a test', (_name, command) => {
    const files = commandFiles(command);
    expect({ contract: files.contract }).toEqual({ contract: `libs/contracts/src/${command.service}/${files.file}.command.ts` });
    expect({ typedReply: command.returns !== undefined }).toEqual({ typedReply: true });
    const exportName = exportNameOf(command, files.contract!);
    expect(exportName).toBeDefined();
    // the edge answers its own commands without the bus: its local command table names each contract
    const local = command.service === 'edge';
    const handled = local
      ? { answeredLocally: textOf(join(ROOT, EDGE_LOCAL_COMMANDS)).includes(exportName!) }
      : { handler: files.handler, bound: files.handler !== undefined && handlerBinds(files.handler, exportName!) };
    const handlerPath = new RegExp(`^apps/${command.service}/src/[a-z0-9-]+/${files.file}/${files.file}\\.handler\\.ts$`);
    const wanted = local
      ? { answeredLocally: true }
      : { handler: files.handler && handlerPath.test(files.handler) ? files.handler : handlerPath.source, bound: true };
    expect(handled).toEqual(wanted);
    expect({ tests: files.tests.length > 0 }).toEqual({ tests: true });
  });

  it.each([...new Set(moved.map((c) => c.service))].filter((s) => s !== 'edge'))(
    '%s: no service, repository or query sees the bus request or the envelope',
    (service) => {
      const offenders = tsFiles(join(ROOT, 'apps', service, 'src'))
        .filter((f: string) => /\.(service|repository|query)\.ts$/.test(f))
        .filter((f: string) => /\bBusRequest\b|\bBusReply\b/.test(textOf(f)));
      expect(offenders).toEqual([]);
    },
  );
});

describe('names mean one thing across services (issue 23)', () => {
  const services = [...new Set(COMMANDS.map((c) => c.service))].filter((s) => s !== 'edge');
  // migrations keep their class names: TypeORM records a migration by its name, so a rename would run it again
  const classesOf = (service: string) =>
    tsFiles(join(ROOT, 'apps', service, 'src'))
      .filter((f) => !/\.spec\.ts$|\/migrations\//.test(f))
      .flatMap((f) => [...textOf(f).matchAll(/^export (?:abstract )?class (\w+)/gm)].map((m) => m[1]));

  it('no class name exists in two services', () => {
    const owners = new Map<string, string[]>();
    for (const service of [...services, 'edge']) for (const name of classesOf(service)) owners.set(name, [...(owners.get(name) ?? []), service]);
    expect([...owners].filter(([, where]) => new Set(where).size > 1).map(([name, where]) => `${name}: ${where.join(', ')}`)).toEqual([]);
  });

  it('no service has a folder named "tracking" or "events" (each says which tracking or which events)', () => {
    const vague = [...services, 'edge'].flatMap((service) =>
      tsFiles(join(ROOT, 'apps', service, 'src'))
        .map((f) =>
          f
            .slice(join(ROOT, 'apps', service, 'src').length + 1)
            .split('/')
            .slice(0, -1),
        )
        .flatMap((dirs) => dirs.filter((d) => d === 'tracking' || d === 'events').map((d) => `apps/${service}/src/…/${d}`)),
    );
    expect([...new Set(vague)]).toEqual([]);
  });
});
