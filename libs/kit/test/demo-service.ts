import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql } from '@mail/db';

/** The schema a kit needs (outbox, inbox, dead letters) plus a table for the test's own writes. */
export function demoMigration(schema: string): new () => MigrationInterface {
  return class CreateDemoSchema1700000000000 implements MigrationInterface {
    name = 'CreateDemoSchema1700000000000';

    async up(q: QueryRunner): Promise<void> {
      for (const sql of [...createOutboxTableSql(schema), ...createEventTablesSql(schema)]) await q.query(sql);
      await q.query(`CREATE TABLE "${schema}"."note" ("what" text NOT NULL)`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE "${schema}"."note"`);
    }
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise the test resolves when it wants a handler to go on (work that is "slow" exactly as long as the test needs). */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

export async function eventually<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}
