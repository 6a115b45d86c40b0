import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import { TfaSecretCodec } from '../secrets/tfa-secret.codec';
import type { AdministratorRow } from './administrator.row';

@Injectable()
export class AdministratorRepository {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly secrets: TfaSecretCodec,
  ) {}

  async findById(id: number, manager: EntityManager = this.db.manager): Promise<AdministratorRow | undefined> {
    const rows: AdministratorRow[] = await manager.query(`SELECT * FROM "accounts"."administrator" WHERE "id" = $1`, [id]);
    return this.secrets.opened('administrator', rows[0]);
  }

  async findByUsername(username: string): Promise<AdministratorRow | undefined> {
    const rows: AdministratorRow[] = await this.db.query(`SELECT * FROM "accounts"."administrator" WHERE lower("username") = lower($1)`, [username]);
    return this.secrets.opened('administrator', rows[0]);
  }

  /** admin.passwordremind: the administrator with this address (the lowest id when several share it) */
  async findByEmail(email: string): Promise<AdministratorRow | undefined> {
    const rows: AdministratorRow[] = await this.db.query(
      `SELECT * FROM "accounts"."administrator" WHERE lower("email_address") = lower($1) ORDER BY "id" LIMIT 1`,
      [email],
    );
    return this.secrets.opened('administrator', rows[0]);
  }

  async findByApiKeyHash(hash: string): Promise<AdministratorRow | undefined> {
    const rows: AdministratorRow[] = await this.db.query(`SELECT * FROM "accounts"."administrator" WHERE "api_key_hash" = $1`, [hash]);
    return this.secrets.opened('administrator', rows[0]);
  }

  async findBootstrap(manager: EntityManager): Promise<AdministratorRow | undefined> {
    const rows: AdministratorRow[] = await manager.query(`SELECT * FROM "accounts"."administrator" WHERE "is_bootstrap" FOR UPDATE`);
    return this.secrets.opened('administrator', rows[0]);
  }

  async usernameTaken(username: string, excludeId: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM "accounts"."administrator" WHERE lower("username") = lower($1) AND "id" <> $2`, [username, excludeId]);
    return rows.length > 0;
  }

  async insert(plain: Partial<AdministratorRow>, manager: EntityManager = this.db.manager): Promise<number> {
    const values = this.secrets.sealed('administrator', plain);
    const columns = Object.keys(values);
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO "accounts"."administrator" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
      Object.values(values),
    );
    return rows[0].id;
  }

  async update(id: number, plain: Partial<AdministratorRow>, manager: EntityManager = this.db.manager): Promise<void> {
    const values = this.secrets.sealed('administrator', plain);
    const columns = Object.keys(values);
    if (!columns.length) return;
    await manager.query(`UPDATE "accounts"."administrator" SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "id" = $1`, [
      id,
      ...Object.values(values),
    ]);
  }

  async count(): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM "accounts"."administrator"`);
    return row.n;
  }
}
