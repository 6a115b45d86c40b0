'use strict';
/**
 * Where one command lives, by file name alone (docs/adding-a-command.md):
 *   contract  libs/contracts/src/<service>/<file>.command.ts
 *   handler   apps/<service>/src/<aggregate>/<file>/<file>.handler.ts   (@Handles(<Contract>))
 *   service   apps/<service>/src/<aggregate>/<file>/<file>.service.ts   (when the command has rules of its own)
 *   tests     test/e2e/<service>/… and apps/<service>/test/… that call it by name or v1 path
 * where <file> is the command's name in kebab case (`User.Get` → user-get, `EmailGateway.AddDomain` → email-gateway-add-domain).
 * Used by the anatomy spec, the docs generator and the command generator.
 */
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');

const ROOT = join(__dirname, '..', '..');

function fileNameOf(commandName) {
  return commandName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

const walked = new Map();
/** every .ts file under a folder (cached per folder) */
function tsFiles(dir) {
  if (!walked.has(dir)) {
    const out = [];
    const visit = (d) => {
      if (!existsSync(d)) return;
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const path = join(d, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (entry.name.endsWith('.ts')) out.push(path);
      }
    };
    visit(dir);
    walked.set(dir, out);
  }
  return walked.get(dir);
}

const texts = new Map();
const textOf = (path) => {
  if (!texts.has(path)) texts.set(path, readFileSync(path, 'utf8'));
  return texts.get(path);
};

/** the tests that reach a command as a client would: by its legacy name (any case) or its v1 path */
function testsOf(command) {
  const files = [...tsFiles(join(ROOT, 'test', 'e2e')), ...tsFiles(join(ROOT, 'apps', command.service, 'test'))].filter((f) => /\.(e2e|int)-spec\.ts$/.test(f));
  const names = [command.name, ...command.aliases].map((n) => n.toLowerCase());
  const v1 = command.v1 ? `/api/v1/${command.v1.path}`.toLowerCase() : undefined;
  return files.filter((f) => {
    const text = textOf(f).toLowerCase();
    return names.some((n) => text.includes(`'${n}'`) || text.includes(`"${n}"`) || text.includes(`command=${n}`)) || (v1 && text.includes(v1));
  });
}

/** the command's files, repository-relative; a missing one is undefined */
function commandFiles(command) {
  const file = fileNameOf(command.name);
  const rel = (p) => (p ? relative(ROOT, p) : undefined);
  const contract = join(ROOT, 'libs', 'contracts', 'src', command.service, `${file}.command.ts`);
  const handler = tsFiles(join(ROOT, 'apps', command.service, 'src')).find((p) => p.endsWith(`/${file}/${file}.handler.ts`));
  const service = handler && handler.replace(/\.handler\.ts$/, '.service.ts');
  return {
    file,
    contract: existsSync(contract) ? rel(contract) : undefined,
    handler: rel(handler),
    service: service && existsSync(service) ? rel(service) : undefined,
    tests: testsOf(command).map(rel),
  };
}

/** whether a handler file binds the contract with the typed decorator */
function handlerBinds(handlerPath, exportName) {
  return new RegExp(`@Handles\\(${exportName}\\)`).test(textOf(join(ROOT, handlerPath)));
}

module.exports = { ROOT, fileNameOf, commandFiles, handlerBinds, tsFiles, textOf };
