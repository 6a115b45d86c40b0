#!/usr/bin/env node
// Generates docs/api/ (one page per command from the registry in libs/contracts, plus an index)
// and docs/configuration.md (from ENV_VARS in libs/config). Run `npm run docs` after changing
// either; a unit test checks the generated files are current.
'use strict';
const { mkdirSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const { COMMANDS, paramsOf } = require('@mail/contracts');
const { commandFiles } = require('./commands/command-files');
const { ENV_VARS } = require('@mail/config');

const dir = join(__dirname, '..', 'docs', 'api');
const slug = (name) => name.replace(/[^A-Za-z0-9_.-]/g, '_');

const AUTH = {
  none: 'none (public)',
  user: '`APIKey`, `SessionID` or `Authorization: Bearer <user key>`',
  admin: '`AdminAPIKey` or an administrator `SessionID`',
  'user-or-admin': 'a user credential or the admin key',
  client: 'a client session (SessionID from client.login)',
  'user-or-client': 'a user credential or a client session (SessionID from client.login)',
  'user-or-subscriber': "a user credential, or a subscriber session (SessionID from subscriber.login) for that subscriber's own data only",
  'admin-key': '`AdminAPIKey` parameter or `Authorization: Bearer <admin key>` (HTTP 403 otherwise)',
  'session-only': 'a user `SessionID` only (API keys are refused)',
  'sender-domain-key': '`Authorization: Bearer <sender-domain API key>`',
  'hashed-id': 'the webhook HashedID in the path',
};

function page(c) {
  const lines = [`# ${c.name}`, '', c.summary, '', '| | |', '|---|---|'];
  if (c.legacy)
    lines.push(
      `| Legacy entry | \`POST /api.php\` (or GET) with \`Command=${c.name}\`${c.aliases.length ? ` (also ${c.aliases.map((a) => `\`${a}\``).join(', ')})` : ''} |`,
    );
  if (c.v1) lines.push(`| REST entry | ${c.v1.methods.map((m) => `\`${m} /api/v1/${c.v1.path}\``).join(', ')} |`);
  lines.push(`| Auth | ${AUTH[c.auth]} |`);
  if (c.adminActsForUser)
    lines.push(
      `| Administrators | may call it for a user: \`AdminAPIKey\` (or an admin session) and \`${c.adminActsForUser.userParam}\` naming the user (99998 without it) |`,
    );
  if (c.permission) lines.push(`| Permission | \`${c.permission}\` |`);
  if (c.rateLimit) lines.push(`| Rate limit | ${c.rateLimit.requests} requests per ${c.rateLimit.windowSeconds} s (error 429) |`);
  lines.push(`| Owning service | ${c.service} |`, `| Bus subject | \`${c.subject}\` |`);
  if (c.request) lines.push(`| Request DTO | \`${c.request.name}\` |`);
  if (c.reply) lines.push(`| Reply | ${c.reply} |`);
  if (c.errorStyle) lines.push(`| Error style | ${STYLE[c.errorStyle]} |`);
  lines.push(...sourceRows(c));
  if (c.notes) lines.push('', `Notes: ${c.notes}`);
  if (!c.request && !c.errors) {
    lines.push('', 'Parameters and error codes: see the service guide in [docs/services](../services/) and the specification.', '');
    return lines.join('\n');
  }
  lines.push(...parameterSection(c), ...errorSection(c), '');
  return lines.join('\n');
}

/** the contract, handler, service and tests of a command, as links from docs/api/ */
function sourceRows(c) {
  const files = commandFiles(c);
  const link = (path) => `[${path.split('/').pop()}](../../${path})`;
  const rows = [];
  if (files.contract) rows.push(`| Contract | ${link(files.contract)} |`);
  if (files.handler) rows.push(`| Handler | ${link(files.handler)}${files.service ? `, ${link(files.service)}` : ''} |`);
  // the test named after the command, else its service's e2e folder (every test that calls it would change the page with each new test)
  const own = files.tests.find((t) => t.endsWith(`/${files.file}.e2e-spec.ts`) || t.endsWith(`/${files.file}.int-spec.ts`));
  rows.push(`| Tests | ${own ? link(own) : `[test/e2e/${c.service}/](../../test/e2e/${c.service}/)`} |`);
  return rows;
}

const STYLE = {
  scalar: 'scalar (`ErrorCode` is one number)',
  array: 'array (`ErrorCode` is an array of numbers)',
  keyed: 'keyed (`ErrorCode` is `{ <lower-cased parameter>: code }`)',
};
const REQUIRED = { true: 'yes', false: '', cond: 'cond.' };
const cell = (text) => String(text).replace(/\|/g, '\\|');

function parameterSection(c) {
  const params = c.request ? paramsOf(c.request) : [];
  if (!params.length) return ['', '## Parameters', '', 'None besides the credentials.'];
  const lines = [
    '',
    '## Parameters',
    '',
    'Names are matched case-insensitively (the edge lower-cases them).',
    '',
    '| Parameter | Required | Meaning | Checked on receipt |',
    '|---|---|---|---|',
  ];
  for (const p of params)
    lines.push(`| \`${p.name}\` | ${REQUIRED[p.required]} | ${cell(p.description)} | ${p.rules.map((r) => `${r.code}: ${cell(r.message)}`).join('; ')} |`);
  return lines;
}

/** Every code of the command: the ones its DTO answers on receipt and the ones its service answers. */
function errorSection(c) {
  const codes = new Map();
  for (const p of c.request ? paramsOf(c.request) : []) for (const r of p.rules) if (!codes.has(r.code)) codes.set(r.code, r.message);
  for (const [code, entry] of Object.entries(c.errors ?? {})) codes.set(Number(code), typeof entry === 'string' ? entry : entry.meaning);
  if (!codes.size) return ['', '## Error codes', '', 'None of its own (global codes: see the specification).'];
  const lines = ['', '## Error codes', '', '| Code | Meaning |', '|---|---|'];
  for (const code of [...codes.keys()].sort((a, b) => a - b)) lines.push(`| ${code} | ${cell(codes.get(code))} |`);
  return lines;
}

function generate() {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.md')) rmSync(join(dir, file));
  const byService = new Map();
  for (const c of COMMANDS) {
    writeFileSync(join(dir, `${slug(c.name)}.md`), page(c));
    byService.set(c.service, [...(byService.get(c.service) ?? []), c]);
  }
  const index = ['# API reference', '', `Generated from the command registry (libs/contracts) by \`npm run docs\`: ${COMMANDS.length} commands.`, ''];
  for (const [service, commands] of byService) {
    index.push(`## ${service}`, '', '| Command | Entry | Auth |', '|---|---|---|');
    for (const c of commands)
      index.push(`| [${c.name}](${slug(c.name)}.md) | ${c.v1 ? `${c.v1.methods.join('/')} /api/v1/${c.v1.path}` : 'api.php'} | ${c.auth} |`);
    index.push('');
  }
  writeFileSync(join(dir, 'README.md'), index.join('\n'));
  return COMMANDS.length;
}

function configurationPage() {
  const lines = [
    '# Configuration',
    '',
    'Every environment variable the platform reads (generated from `libs/config/src/env.ts` by `npm run docs`).',
    '',
    '| Variable | Default | Meaning |',
    '|---|---|---|',
  ];
  for (const v of ENV_VARS) lines.push(`| \`${v.name}\` | ${v.default !== undefined ? `\`${v.default}\`` : '—'} | ${v.description} |`);
  return `${lines.join('\n')}\n`;
}

if (require.main === module) {
  console.log(`docs/api: ${generate()} command pages`);
  writeFileSync(join(__dirname, '..', 'docs', 'configuration.md'), configurationPage());
  console.log('docs/configuration.md written');
  // k8s/ is generated from services.json too (scripts/k8s/generate.js)
  console.log(`k8s/: ${require('./k8s/generate').write()} files written`);
}
module.exports = { generate, slug, page, configurationPage };
