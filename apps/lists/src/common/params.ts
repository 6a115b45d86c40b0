import { paramBool, paramId, paramMap, paramText } from '@mail/values';

export { paramId as toId };

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

  raw(name: string): unknown {
    return this.values.get(name.toLowerCase());
  }

  /** trimmed string, '' when absent */
  str(name: string): string {
    return paramText(this.raw(name));
  }

  id(name: string): number | undefined {
    return paramId(this.raw(name));
  }

  bool(name: string, fallback = false): boolean {
    return paramBool(this.raw(name), fallback);
  }

  map(name: string): Params | undefined {
    return paramMap(this.raw(name));
  }
}
