import type { EventDefinition } from '@mail/contracts';

type RequiredKeys<P> = { [K in keyof P]-?: undefined extends P[K] ? never : K }[keyof P];
type OptionalKeys<P> = Exclude<keyof P, RequiredKeys<P>>;

/**
 * A SQL expression per payload field, for set-based producers: every required field must be given, an
 * unknown (or renamed) field is a compile error. Expressions are trusted SQL from the code, never input.
 */
export type PayloadSql<P> = { [K in RequiredKeys<P> & string]: string } & { [K in OptionalKeys<P> & string]?: string };

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * `INSERT INTO "<schema>"."outbox" ... SELECT ... <from>` writing one typed event per row of `from`
 * (e.g. `FROM changed c`), usable as a data-modifying CTE. Null fields are left out of the payload,
 * as the object producers leave out undefined ones.
 */
export function outboxInsertSql<P extends object>(schema: string, event: EventDefinition<P>, payload: PayloadSql<P>, from: string): string {
  const fields = Object.entries(payload as Record<string, string | undefined>).filter(([, sql]) => sql !== undefined);
  const object = fields.map(([key, sql]) => `${literal(key)}, ${sql}`).join(', ');
  return `INSERT INTO "${schema}"."outbox" ("id", "subject", "payload")
     SELECT gen_random_uuid(), ${literal(event.subject)}, jsonb_strip_nulls(jsonb_build_object(${object})) ${from}`;
}
