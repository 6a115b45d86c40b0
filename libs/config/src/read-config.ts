import { ENV_VARS } from './env';

/** A variable set to a value its reader cannot use: names every such variable with its value. */
export class ConfigError extends Error {
  constructor(
    readonly scope: string,
    readonly problems: string[],
  ) {
    super(`${scope}: the configuration is invalid: ${problems.join('; ')} (every variable is described in docs/configuration.md)`);
    this.name = 'ConfigError';
  }
}

export interface IntOptions {
  /** the value when the variable is unset (instead of its documented default) */
  fallback?: number;
  /** smallest value accepted (0 unless said) */
  min?: number;
  max?: number;
}

/** Reads variables of ENV_VARS (their documented defaults apply), noting every value it cannot use. */
export class ConfigVars {
  readonly problems: string[] = [];

  constructor(private readonly source: NodeJS.ProcessEnv = process.env) {}

  /** the value, else `fallback`, else the documented default (undefined when none): `env()` */
  text(name: string, fallback?: string): string | undefined {
    const value = this.source[name];
    if (value !== undefined && value !== '') return value;
    return fallback ?? documentedDefault(name);
  }

  /** a value that is always there (it has a documented default) */
  required(name: string): string {
    const value = this.text(name);
    if (value === undefined) this.problems.push(`${name} must be set`);
    return value ?? '';
  }

  /** a whole number (at least `min`, 0 unless said); unset: `fallback`, else the documented default */
  int(name: string, options: IntOptions = {}): number {
    const raw = this.source[name];
    const min = options.min ?? 0;
    if (raw === undefined || raw === '') {
      const value = options.fallback ?? Number(documentedDefault(name));
      if (!Number.isFinite(value)) this.problems.push(`${name} must be set to a whole number`);
      return value;
    }
    const value = /^\s*-?\d+\s*$/.test(raw) ? Number.parseInt(raw, 10) : NaN;
    if (!Number.isSafeInteger(value) || value < min || (options.max !== undefined && value > options.max)) {
      const range = options.max !== undefined ? `between ${min} and ${options.max}` : `of at least ${min}`;
      this.problems.push(`${name}=${show(raw)} must be a whole number ${range}`);
      return options.fallback ?? Number(documentedDefault(name) ?? 0);
    }
    return value;
  }

  /** 1/true/yes/on (any case) or 0/false/no/off; unset: the documented default (false when none) */
  bool(name: string): boolean {
    const raw = this.text(name);
    if (raw === undefined) return false;
    if (/^(1|true|yes|on)$/i.test(raw.trim())) return true;
    if (!/^(0|false|no|off)$/i.test(raw.trim())) this.problems.push(`${name}=${show(raw)} must be true or false (also 1/0, yes/no, on/off)`);
    return false;
  }
}

function documentedDefault(name: string): string | undefined {
  return ENV_VARS.find((v) => v.name === name)?.default;
}

function show(value: string): string {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
}

function deepFreeze<T>(value: T): Readonly<T> {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * One service's (or library's) settings, read once into a frozen object: `read` takes every variable through
 * `vars`; any value it cannot use stops here with a ConfigError naming each such variable and its value.
 */
export function readConfig<T extends object>(scope: string, read: (vars: ConfigVars) => T, source: NodeJS.ProcessEnv = process.env): Readonly<T> {
  const vars = new ConfigVars(source);
  const config = read(vars);
  if (vars.problems.length) throw new ConfigError(scope, vars.problems);
  return deepFreeze(config);
}
