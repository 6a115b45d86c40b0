import { Injectable } from '@nestjs/common';

import { CommandError, type UserApikeyDeleteReply, type UserApikeyDeleteRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { int } from '../../shared/params/param-readers';
import { CredentialRevoker } from '../../shared/revocation/credential-revoker';
import { ApiKeyRepository } from '../api-key.repository';

/**
 * user.apikey.delete: deletes one of the user's keys (2 for an id that names none of theirs), then tells every
 * edge and accounts replica to drop the key from its auth cache (Broadcasts.AuthRevoked), so the key fails
 * at once everywhere. Sessions already opened with the key stay open (they are credentials of their own).
 */
@Injectable()
export class UserApikeyDeleteService {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly revoker: CredentialRevoker,
  ) {}

  async delete(caller: Caller, input: UserApikeyDeleteRequest): Promise<UserApikeyDeleteReply> {
    const keyId = int(input.apikeyid);
    // a user deletes only their own keys; an administrator any key, or only the named user's (UserID)
    const owner = caller.isUser ? caller.userId : int(input.userid);
    const hash = keyId ? await this.keys.deleteOne(keyId, owner) : undefined;
    if (!hash) throw new CommandError(2, 'API key not found');
    await this.revoker.revoke({ credentialHash: hash });
    return { Success: true };
  }
}
