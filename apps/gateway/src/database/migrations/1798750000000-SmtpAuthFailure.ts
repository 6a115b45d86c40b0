import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `smtp_auth_failure`: the relay's AUTH attempts, counted before the password is checked, for the brute-force policy
 * of logins (BRUTE_FORCE_LIMITS) across connections and replicas. A successful AUTH deletes its pair's rows; a
 * cron job (`gateway.smtp-auth-failure-purge`) deletes the rows older than the window.
 */
export class SmtpAuthFailure1798750000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gateway"."smtp_auth_failure" (
      "id" bigserial PRIMARY KEY,
      "username" text NOT NULL,
      "ip_address" text NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "smtp_auth_failure_username_at" ON "gateway"."smtp_auth_failure" ("username", "at")`);
    await q.query(`CREATE INDEX "smtp_auth_failure_ip_at" ON "gateway"."smtp_auth_failure" ("ip_address", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "gateway"."smtp_auth_failure"`);
  }
}
