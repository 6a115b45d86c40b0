#!/usr/bin/env node
'use strict';
/**
 * npm run new:command -- <service> <Command.Name> [--aggregate <folder>] [--auth user|admin|none|user-or-admin] [--v1 "POST path"]
 *
 * Writes one command's files in the one anatomy (docs/adding-a-command.md) and registers them:
 *   libs/contracts/src/<service>/<file>.command.ts        request DTO, reply type, errors, routing, doc text
 *   apps/<service>/src/<aggregate>/<file>/<file>.handler.ts / .service.ts
 *   apps/<service>/src/<aggregate>/<aggregate>.repository.ts   a method stub (the repository is created if missing)
 *   apps/<service>/test/<file>.int-spec.ts                 the command on the in-process bus against real PostgreSQL
 * then exports the contract from its service's contracts index and adds the handler, service and repository to
 * the aggregate's module (<aggregate>.module.ts) or else to the service's module.
 */
const { execFileSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');

const { ROOT, fileNameOf } = require('./command-files');

const SERVICES = ['accounts', 'lists', 'campaigns', 'journeys', 'gateway', 'sms', 'tracking'];
const AUTH = ['user', 'admin', 'none', 'user-or-admin'];

function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) options[argv[i].slice(2)] = argv[++i];
    else positional.push(argv[i]);
  }
  const [service, name] = positional;
  if (!SERVICES.includes(service) || !name || !/^[A-Za-z][A-Za-z0-9_.]*$/.test(name))
    throw new Error(
      `usage: npm run new:command -- <${SERVICES.join('|')}> <Command.Name> [--aggregate <folder>] [--auth ${AUTH.join('|')}] [--v1 "POST path"]`,
    );
  const auth = options.auth ?? 'user';
  if (!AUTH.includes(auth)) throw new Error(`--auth must be one of ${AUTH.join(', ')}`);
  let v1;
  if (options.v1) {
    const [method, path] = options.v1.trim().split(/\s+/);
    if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method?.toUpperCase()) || !path)
      throw new Error('--v1 takes "METHOD path", e.g. "POST tag.create"');
    v1 = { method: method.toUpperCase(), path };
  }
  const file = fileNameOf(name);
  const aggregate = options.aggregate ?? fileNameOf(name.split('.')[0]);
  if (!/^[a-z0-9-]+$/.test(aggregate)) throw new Error('--aggregate is a kebab-case folder name');
  return { service, name, auth, v1, file, aggregate };
}

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (kebab) => pascal(kebab).replace(/^./, (c) => c.toLowerCase());

function names(args) {
  const base = pascal(args.file);
  return {
    contract: base,
    request: `${base}Request`,
    reply: `${base}Reply`,
    handler: `${base}Handler`,
    service: `${base}Service`,
    repository: `${pascal(args.aggregate)}Repository`,
    module: `${pascal(args.aggregate)}Module`,
    common: `${pascal(args.service)}CommonModule`,
    method: camel(args.file),
  };
}

function contractSource(args, n) {
  const v1 = args.v1 ? `\n  v1: { methods: ['${args.v1.method}'], path: '${args.v1.path}' },` : '';
  return `import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** ${args.name}: parameter names arrive lower-cased; the first failing rule answers its code. */
export class ${n.request} {
  @IsNotEmpty(code(1, 'Missing name'))
  @Param('TODO: what the parameter is', true)
  name!: string;
}

export interface ${n.reply} {
  /** TODO: the reply's fields */
  Name: string;
}

export const ${n.contract} = defineCommand({
  name: '${args.name}',
  service: '${args.service}',
  auth: '${args.auth}',${v1}
  request: ${n.request},
  returns: reply<${n.reply}>(),
  reply: 'Name',
  errorStyle: 'array',
  errors: { 1: 'missing name' },
  summary: 'TODO: one line on what ${args.name} does.',
});
`;
}

function handlerSource(args, n) {
  const call = args.auth === 'admin' || args.auth === 'none' ? `this.service.run(input)` : `this.service.run(caller.userId, input)`;
  const callerParam = call.includes('caller') ? ', caller: Caller' : '';
  return `import { Controller } from '@nestjs/common';

import { ${n.contract}, type ${n.reply}, type ${n.request} } from '@mail/contracts';
import { ${callerParam ? 'type Caller, ' : ''}Handles } from '@mail/kit';

import { ${n.service} } from './${args.file}.service';

@Controller()
export class ${n.handler} {
  constructor(private readonly service: ${n.service}) {}

  @Handles(${n.contract})
  handle(input: ${n.request}${callerParam}): Promise<${n.reply}> {
    return ${call};
  }
}
`;
}

function serviceSource(args, n) {
  const user = args.auth === 'admin' || args.auth === 'none' ? '' : 'userId: number, ';
  const pass = user ? 'userId, ' : '';
  return `import { Injectable } from '@nestjs/common';

import type { ${n.reply}, ${n.request} } from '@mail/contracts';

import { ${n.repository} } from '../${args.aggregate}.repository';

/** ${args.name}: TODO the rules (throw new CommandError(code, message) with the contract's codes). */
@Injectable()
export class ${n.service} {
  constructor(private readonly repository: ${n.repository}) {}

  async run(${user}input: ${n.request}): Promise<${n.reply}> {
    return { Name: await this.repository.${n.method}(${pass}input.name) };
  }
}
`;
}

function repositoryMethod(args, n) {
  const user = args.auth === 'admin' || args.auth === 'none' ? '' : 'userId: number, ';
  const params = user ? '[userId, name]' : '[name]';
  const sql = user ? 'SELECT $2::text AS "name" WHERE $1::bigint > 0' : 'SELECT $1::text AS "name"';
  return `
  /** ${args.name}: TODO the query (SQL lives only in repositories and *.query.ts) */
  async ${n.method}(${user}name: string): Promise<string> {
    const row = await this.db.one<{ name: string }>(\`${sql}\`, ${params});
    return row?.name ?? '';
  }
`;
}

function repositorySource(args, n) {
  return `import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** Queries of ${args.aggregate}; rules live in the services. */
@Injectable()
export class ${n.repository} {
  constructor(private readonly db: ServiceDb) {}
${repositoryMethod(args, n)}}
`;
}

function intSpecSource(args, n, moduleName) {
  const user = args.auth === 'admin' || args.auth === 'none' ? '' : ', USER';
  return `import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { ${moduleName} } from '../src';
${user ? '\nconst USER = 41;\n' : ''}
/** ${args.name} on the in-process bus against a scratch database of its own. */
describe('${args.name} (${args.service} on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, '${args.file}');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(${moduleName}, { service: '${args.service}' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers the typed reply', async () => {
    expect(await h.call('${args.name}', { Name: 'first' }${user})).toEqual({ ok: true, body: { Name: 'first' } });
  });

  it('answers 1 without a name', async () => {
    expect(await h.call('${args.name}', {}${user})).toEqual({ ok: false, failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }) });
  });
});
`;
}

function aggregateModuleSource(args, n, imports, providers) {
  const lines = Object.entries(imports).map(([name, path]) => `import { ${name} } from '${path}';`);
  return `import { Module } from '@nestjs/common';

import { ${n.common} } from '../common/${args.service}-common.module';
${lines.join('\n')}

/** ${args.aggregate}: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [${n.common}],
  controllers: [${n.handler}],
  providers: [${providers.join(', ')}],
})
export class ${n.module} {}
`;
}

/** adds `import { name } from 'path'` after the file's last import and the names to the first `<key>: [` array */
function register(text, imports, entries) {
  let out = text;
  const lines = Object.entries(imports).map(([name, path]) => `import { ${name} } from '${path}';`);
  const lastImport = [...out.matchAll(/^import[^;]+;$/gms)].pop();
  const at = lastImport ? lastImport.index + lastImport[0].length : 0;
  out = `${out.slice(0, at)}\n${lines.join('\n')}${out.slice(at)}`;
  for (const [key, values] of Object.entries(entries)) {
    const match = new RegExp(`\\b${key}: \\[`).exec(out);
    if (!match) throw new Error(`no "${key}: [" in the module to register ${values.join(', ')}`);
    const end = match.index + match[0].length;
    out = `${out.slice(0, end)}${values.join(', ')}, ${out.slice(end)}`;
  }
  return out;
}

function write(path, text, created) {
  if (existsSync(path)) throw new Error(`${relative(ROOT, path)} exists already`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  created.push(path);
}

function generate(args) {
  const n = names(args);
  const created = [];
  const changed = [];
  const contracts = join(ROOT, 'libs', 'contracts', 'src', args.service);
  const registry = readFileSync(join(ROOT, 'libs', 'contracts', 'src', 'registry.ts'), 'utf8');
  if (!registry.includes(`commandsIn(${args.service})`))
    throw new Error(`${args.service} still registers its commands in a table: move it onto the typed boundary first (docs/adding-a-command.md)`);

  write(join(contracts, `${args.file}.command.ts`), contractSource(args, n), created);
  const contractIndex = join(contracts, 'index.ts');
  writeFileSync(contractIndex, `${existsSync(contractIndex) ? readFileSync(contractIndex, 'utf8') : ''}export * from './${args.file}.command';\n`);
  changed.push(contractIndex);

  const src = join(ROOT, 'apps', args.service, 'src');
  const slice = join(src, args.aggregate, args.file);
  write(join(slice, `${args.file}.handler.ts`), handlerSource(args, n), created);
  write(join(slice, `${args.file}.service.ts`), serviceSource(args, n), created);

  const repositoryPath = join(src, args.aggregate, `${args.aggregate}.repository.ts`);
  const registered = {
    [n.handler]: `./${args.aggregate}/${args.file}/${args.file}.handler`,
    [n.service]: `./${args.aggregate}/${args.file}/${args.file}.service`,
  };
  const providers = [n.service];
  if (existsSync(repositoryPath)) {
    const text = readFileSync(repositoryPath, 'utf8');
    if (!/private readonly db: ServiceDb/.test(text)) console.warn(`! ${relative(ROOT, repositoryPath)}: write ${n.method} with its own database access`);
    writeFileSync(repositoryPath, text.replace(/\}\s*$/, `${repositoryMethod(args, n)}}\n`));
    changed.push(repositoryPath);
  } else {
    write(repositoryPath, repositorySource(args, n), created);
    registered[n.repository] = `./${args.aggregate}/${args.aggregate}.repository`;
    providers.push(n.repository);
  }

  const aggregateModule = join(src, args.aggregate, `${args.aggregate}.module.ts`);
  const serviceModule = join(src, `${args.service}.module.ts`);
  const inAggregate = Object.fromEntries(Object.entries(registered).map(([name, path]) => [name, path.replace(`./${args.aggregate}/`, './')]));
  if (existsSync(aggregateModule)) {
    writeFileSync(aggregateModule, register(readFileSync(aggregateModule, 'utf8'), inAggregate, { controllers: [n.handler], providers }));
    changed.push(aggregateModule);
  } else {
    // a new aggregate: its own module over the service's common module, imported by the service module
    write(aggregateModule, aggregateModuleSource(args, n, inAggregate, providers), created);
    writeFileSync(
      serviceModule,
      register(readFileSync(serviceModule, 'utf8'), { [n.module]: `./${args.aggregate}/${args.aggregate}.module` }, { imports: [n.module] }),
    );
    changed.push(serviceModule);
  }

  const moduleName = /export class (\w+Module)\b/.exec(readFileSync(serviceModule, 'utf8'))?.[1];
  write(join(ROOT, 'apps', args.service, 'test', `${args.file}.int-spec.ts`), intSpecSource(args, n, moduleName), created);

  const prettier = require.resolve('prettier/bin/prettier.cjs', { paths: [ROOT] });
  execFileSync(process.execPath, [prettier, '--write', '--log-level', 'warn', ...created, ...changed], { cwd: ROOT, stdio: 'inherit' });
  return { created: created.map((p) => relative(ROOT, p)), changed: changed.map((p) => relative(ROOT, p)) };
}

if (require.main === module) {
  try {
    const args = parseArgs(process.argv.slice(2));
    const { created, changed } = generate(args);
    console.log(`${args.name}:`);
    for (const path of created) console.log(`  + ${path}`);
    for (const path of changed) console.log(`  ~ ${path}`);
    console.log('Next: fill in the contract, the service and the repository method, then the int-spec and an e2e under test/e2e/ (docs/adding-a-command.md).');
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}

module.exports = { parseArgs, names, aggregateModuleSource, contractSource, handlerSource, serviceSource, repositorySource, intSpecSource, register };
