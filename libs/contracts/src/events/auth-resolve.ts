/** A credential was revoked (BroadcastSubjects.AuthRevoked): every edge and accounts instance evicts it. */
export interface CredentialRevokedEvent {
  /** the hashed credential (sha256 hex) the edge uses as its cache key */
  credentialHash?: string;
  userId?: number;
  adminId?: number;
}
