import type { ClientInfo } from '@mail/contracts';

/** A client (sub-account) as the repository reads it. */
export interface ClientRow {
  id: number;
  owner_user_id: number;
  name: string;
  username: string;
  email_address: string;
  password_hash: string;
  account_status: string;
}

export const CLIENT_COLUMNS = `c."id", c."owner_user_id", c."name", c."username", c."email_address", c."password_hash", c."account_status"`;

export const CLIENT_STATUSES = ['Enabled', 'Disabled'] as const;

/** the client resource of clients.get and client.login (never the password) */
export function presentClient(row: ClientRow): ClientInfo {
  return {
    ClientID: row.id,
    ClientName: row.name,
    ClientUsername: row.username,
    ClientEmailAddress: row.email_address,
    ClientAccountStatus: row.account_status,
    RelOwnerUserID: row.owner_user_id,
  };
}
