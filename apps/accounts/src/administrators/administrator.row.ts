/** A row of "accounts"."administrator". The bootstrap_* columns remember the env values last applied. */
export interface AdministratorRow {
  id: number;
  name: string;
  username: string;
  email_address: string;
  password_hash: string;
  api_key_hash: string | null;
  tfa_enabled: boolean;
  tfa_secret: string;
  tfa_recovery_key: string;
  is_bootstrap: boolean;
  bootstrap_username: string | null;
  bootstrap_password_hash: string | null;
  bootstrap_api_key_hash: string | null;
}
