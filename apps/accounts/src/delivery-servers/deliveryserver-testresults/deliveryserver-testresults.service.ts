import { Injectable } from '@nestjs/common';

import { CommandError, type DeliveryserverTestresultsReply, type DeliveryserverTestresultsRequest } from '@mail/contracts';

import { int, str } from '../../shared/params/param-readers';
import { DeliveryServerPasswords } from '../delivery-server.passwords';
import { DeliveryServerRepository } from '../delivery-server.repository';
import { flag } from '../delivery-server.values';
import { verifySmtp } from '../smtp-connection';

/** the vendor's TestResults keys (lower-cased by the edge) → the stored VerificationResults keys */
const RESULT_KEYS: Record<string, string> = {
  emaildelivery: 'email_delivery',
  spf: 'spf',
  dkim: 'dkim',
  dmarc: 'dmarc',
  senderdomain: 'sender_domain',
  linkdomain: 'link_domain',
  opendomain: 'open_domain',
};

/** deliveryserver.testresults: stores the results sent, and opens the server's SMTP connection to add its own. */
@Injectable()
export class DeliveryserverTestresultsService {
  constructor(
    private readonly servers: DeliveryServerRepository,
    private readonly passwords: DeliveryServerPasswords,
  ) {}

  async run(input: DeliveryserverTestresultsRequest): Promise<DeliveryserverTestresultsReply> {
    const results = objectOf(input.testresults);
    if (!results) throw new CommandError(2, 'Missing test_results');
    const checkedAt = new Date(
      `${(str(input.lastcheckedat) ?? '').trim().replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(str(input.lastcheckedat) ?? '') ? '' : 'Z'}`,
    );
    if (Number.isNaN(checkedAt.getTime())) throw new CommandError(4, 'Missing last_checked_at');
    const id = int(input.deliveryserverid);
    const server = id ? await this.servers.findById(id) : undefined;
    if (!server) throw new CommandError(3, 'Invalid deliveryserverid');

    const connection = await verifySmtp({
      host: server.smtp_host,
      port: server.smtp_port,
      secure: server.smtp_secure,
      timeoutSeconds: server.smtp_timeout,
      auth: server.smtp_auth,
      username: server.smtp_username,
      password: this.passwords.open(server.smtp_password_sealed),
    });
    const verification: Record<string, unknown> = {};
    for (const [key, stored] of Object.entries(RESULT_KEYS)) verification[stored] = flag(results[key]) ?? results[key] === 1;
    verification.smtp_connection = connection.ok;
    verification.smtp_connection_message = connection.message;
    await this.servers.saveVerification(server.id, verification, checkedAt);
    return { SMTPConnection: { Success: connection.ok, Message: connection.message } };
  }
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k.toLowerCase(), x]));
}
