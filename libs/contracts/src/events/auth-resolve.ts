/** A credential was revoked (BroadcastSubjects.AuthRevoked): every edge and accounts instance evicts it. */
export interface CredentialRevokedEvent {
  /** the hashed credential (sha256 hex) the edge uses as its cache key */
  credentialHash?: string;
  userId?: number;
  adminId?: number;
}

/** Gateway keys were deleted (BroadcastSubjects.GatewayKeysRevoked): every gateway replica evicts them. */
export interface GatewayKeysRevokedEvent {
  /** sha256 hex of each deleted key */
  keyHashes: string[];
}
