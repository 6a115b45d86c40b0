/** Collects positional parameters; compiled SQL only ever contains `$n` placeholders and whitelisted identifiers. */
export class SqlParams {
  readonly values: unknown[];

  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
