import { isGiven, paramBool, paramId, paramIds, paramInt, paramList, paramMap, paramText } from '@mail/values';

export { paramId as toId, paramIds as toIds, paramList as toList };

/**
 * Reads bus params whatever casing the client used (keys matched case-insensitively). Commands read their
 * request DTO with @mail/values' param readers instead; this stays for the code that has not moved yet
 * (imports, audience).
 */
export type Params = Record<string, unknown>;

export class ParamReader {
  private readonly values = new Map<string, unknown>();

  constructor(params: unknown) {
    if (params && typeof params === 'object') {
      for (const [key, value] of Object.entries(params as Params)) this.values.set(key.toLowerCase(), value);
    }
  }

  has(name: string): boolean {
    return isGiven(this.raw(name));
  }

  raw(name: string): unknown {
    return this.values.get(name.toLowerCase());
  }

  /** trimmed string, '' when absent */
  str(name: string): string {
    return paramText(this.raw(name));
  }

  /** string or undefined when absent (present-but-empty stays '') */
  opt(name: string): string | undefined {
    return this.has(name) ? this.str(name) : undefined;
  }

  id(name: string): number | undefined {
    return paramId(this.raw(name));
  }

  int(name: string, fallback: number): number {
    return paramInt(this.raw(name), fallback);
  }

  bool(name: string, fallback = false): boolean {
    return paramBool(this.raw(name), fallback);
  }

  ids(name: string): number[] {
    return paramIds(this.raw(name));
  }

  list(name: string): string[] {
    return paramList(this.raw(name));
  }

  map(name: string): Params | undefined {
    return paramMap(this.raw(name));
  }

  /** every key (lower-cased) with its value */
  entries(): [string, unknown][] {
    return [...this.values.entries()];
  }
}
