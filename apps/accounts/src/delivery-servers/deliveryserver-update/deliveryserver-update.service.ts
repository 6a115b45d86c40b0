import { Injectable } from '@nestjs/common';

import { CommandError, type DeliveryserverUpdateReply, type DeliveryserverUpdateRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { DeliveryServerPasswords } from '../delivery-server.passwords';
import { DeliveryServerRepository } from '../delivery-server.repository';
import { deliveryServerValues, flag } from '../delivery-server.values';

/** deliveryserver.update: the whole server rewritten; an omitted password keeps the stored one (8 when there is none). */
@Injectable()
export class DeliveryserverUpdateService {
  constructor(
    private readonly servers: DeliveryServerRepository,
    private readonly passwords: DeliveryServerPasswords,
  ) {}

  async run(input: DeliveryserverUpdateRequest): Promise<DeliveryserverUpdateReply> {
    const { values, password } = deliveryServerValues(input);
    const id = int(input.deliveryserverid);
    const current = id ? await this.servers.findById(id) : undefined;
    if (!current) throw new CommandError(17, 'Delivery server not found');
    if (values.smtp_auth && !password && !current.smtp_password_sealed) throw new CommandError(8, 'Missing sendmethodsmtppassword');
    const sealed = !values.smtp_auth ? '' : password ? this.passwords.seal(password) : undefined;
    await this.servers.update(current.id, { ...values, smtp_password_sealed: sealed, sender_rotation: rotation(input, current.sender_rotation) });
    return { DeliveryServerID: current.id };
  }
}

function rotation(input: DeliveryserverUpdateRequest, stored: Record<string, unknown>): Record<string, unknown> {
  const out = { ...stored };
  const enabled = flag(input.senderrotation);
  if (enabled !== undefined) out.enabled = enabled;
  const raw = input.senderrotationsettings;
  if (raw !== undefined && raw !== '') {
    let settings: unknown = raw;
    if (typeof raw === 'string') {
      try {
        settings = JSON.parse(raw);
      } catch {
        settings = str(raw);
      }
    }
    out.settings = settings;
  }
  return out;
}
