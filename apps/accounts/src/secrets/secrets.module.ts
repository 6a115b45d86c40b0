import { Module } from '@nestjs/common';

import { AccountsCommonModule } from '../common/accounts-common.module';
import { TfaSecretRewrapRepository } from './tfa-secret-rewrap.repository';
import { TfaSecretRewrapService } from './tfa-secret-rewrap.service';

/** Stored 2FA secrets re-encrypted under the keyring's current key (at boot and by `cli secrets:rotate`); the codec is shared. */
@Module({
  imports: [AccountsCommonModule],
  providers: [TfaSecretRewrapRepository, TfaSecretRewrapService],
})
export class SecretsModule {}
