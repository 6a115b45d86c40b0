import { IsArray, IsInt, IsOptional, IsString } from 'class-validator';

/** A credential was revoked (Broadcasts.AuthRevoked): every edge and accounts instance evicts it. */
export class CredentialRevokedEvent {
  /** the hashed credential (sha256 hex) the edge uses as its cache key */
  @IsOptional()
  @IsString()
  credentialHash?: string;

  @IsOptional()
  @IsInt()
  userId?: number;

  @IsOptional()
  @IsInt()
  adminId?: number;
}

/** Gateway keys were deleted (Broadcasts.GatewayKeysRevoked): every gateway replica evicts them. */
export class GatewayKeysRevokedEvent {
  /** sha256 hex of each deleted key */
  @IsArray()
  @IsString({ each: true })
  keyHashes!: string[];
}
