import { Injectable } from '@nestjs/common';

import { CommandError, type DeliveryserverCreateReply, type DeliveryserverCreateRequest } from '@mail/contracts';

import { DeliveryServerPasswords } from '../delivery-server.passwords';
import { DeliveryServerRepository } from '../delivery-server.repository';
import { deliveryServerValues } from '../delivery-server.values';

/** deliveryserver.create: validated fields; with SMTP auth on, a password is required (8) and stored sealed. */
@Injectable()
export class DeliveryserverCreateService {
  constructor(
    private readonly servers: DeliveryServerRepository,
    private readonly passwords: DeliveryServerPasswords,
  ) {}

  async run(input: DeliveryserverCreateRequest): Promise<DeliveryserverCreateReply> {
    const { values, password } = deliveryServerValues(input);
    if (values.smtp_auth && !password) throw new CommandError(8, 'Missing sendmethodsmtppassword');
    const id = await this.servers.insert({ ...values, smtp_password_sealed: values.smtp_auth ? this.passwords.seal(password!) : '' });
    return { DeliveryServerID: id };
  }
}
