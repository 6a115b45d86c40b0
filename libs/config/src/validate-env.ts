import { ENV_VARS, type EnvVar } from './env';

type Kind = 'int' | 'bool' | 'url' | 'urls' | 'level' | 'text';

const INT_SUFFIXES = ['_MS', '_PORT', '_BYTES', '_SIZE', '_ROWS', '_SECONDS', '_DAYS', '_LIMIT', '_FIELDS', '_CONCURRENCY'];
const BOOL = /^(1|0|true|false|yes|no|on|off)$/i;
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
/** values read by their own parsers (TRUST_PROXY: a boolean, a hop count or a list of CIDRs) */
const FREE_FORM = new Set(['TRUST_PROXY']);

/** What a variable must look like, from its name and default (every variable is listed in ENV_VARS). */
function kindOf(v: EnvVar): Kind {
  if (FREE_FORM.has(v.name)) return 'text';
  if (v.name === 'LOG_LEVEL') return 'level';
  if (v.name === 'NATS_URL') return 'urls';
  if (v.name.endsWith('_URL')) return 'url';
  if (INT_SUFFIXES.some((suffix) => v.name.endsWith(suffix)) || /^\d+$/.test(v.default ?? '')) return 'int';
  if (v.default === 'true' || v.default === 'false') return 'bool';
  return 'text';
}

function problemWith(kind: Kind, value: string): string | undefined {
  switch (kind) {
    case 'int':
      return /^\d+$/.test(value.trim()) ? undefined : 'must be a whole number';
    case 'bool':
      return BOOL.test(value.trim()) ? undefined : 'must be true or false (also 1/0, yes/no, on/off)';
    case 'level':
      return LEVELS.has(value.trim()) ? undefined : `must be one of ${[...LEVELS].join(', ')}`;
    case 'url':
      return isUrl(value) ? undefined : 'must be a URL (scheme://host…)';
    case 'urls':
      return value.split(',').every((part) => isUrl(part.trim())) ? undefined : 'must be a comma-separated list of URLs';
    case 'text':
      return undefined;
  }
}

function isUrl(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\/./i.test(value)) return false;
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** One line per variable that is set but cannot be used; empty when the environment is fine. */
export function environmentProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  for (const v of ENV_VARS) {
    const value = env[v.name];
    if (value === undefined || value === '') continue;
    const problem = problemWith(kindOf(v), value);
    if (problem) problems.push(`${v.name}=${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value)} ${problem}`);
  }
  return [...problems, ...missingTogether(env)];
}

/** Variables a distributed installation (NATS_URL set) cannot do without. */
function missingTogether(env: NodeJS.ProcessEnv): string[] {
  if (!env.NATS_URL || env.PUBLIC_BASE_URL) return [];
  return [
    "PUBLIC_BASE_URL is required when NATS_URL is set: links in mail (opt-in confirm/reject) need the edge's public address, and a request's Host header is never trusted for it",
  ];
}

/** Stops a process at boot with a clear message instead of letting a bad variable crash it on first use. */
export function assertValidEnvironment(processName: string, env: NodeJS.ProcessEnv = process.env): void {
  const problems = environmentProblems(env);
  if (!problems.length) return;
  process.stderr.write(
    `${processName}: not starting, the configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}\nEvery variable is described in docs/configuration.md.\n`,
  );
  process.exit(1);
}
