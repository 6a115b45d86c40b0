import { isEmail } from 'class-validator';

import { CommandError, type DeliveryServerFieldsRequest } from '@mail/contracts';

import { str } from '../shared/params/param-readers';
import type { DeliveryServerValues } from './delivery-server.repository';

/** `true`/`false` (any case, or a JSON boolean), else undefined */
export function flag(value: unknown): boolean | undefined {
  const s = str(value)?.trim().toLowerCase();
  return s === 'true' ? true : s === 'false' ? false : undefined;
}

/**
 * The columns of deliveryserver.create/.update from their (already present) fields, in the vendor's code order; the
 * password is returned in plaintext (undefined when not sent) for the caller to seal.
 */
export function deliveryServerValues(input: DeliveryServerFieldsRequest): { values: Omit<DeliveryServerValues, 'smtp_password_sealed'>; password?: string } {
  const port = Number(str(input.sendmethodsmtpport)?.trim());
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new CommandError(3, 'Invalid sendmethodsmtpport');
  const auth = flag(input.sendmethodsmtpauth);
  const username = str(input.sendmethodsmtpusername)?.trim() ?? '';
  const password = str(input.sendmethodsmtppassword) || undefined;
  if (auth && !username) throw new CommandError(7, 'Missing sendmethodsmtpusername');
  const secure = (str(input.sendmethodsmtpsecure) ?? '').trim().toLowerCase();
  if (!['false', 'ssl', 'tls'].includes(secure)) throw new CommandError(13, 'Invalid sendmethodsmtpsecure value (must be: false, ssl, tls)');
  if (auth === undefined) throw new CommandError(14, 'Invalid sendmethodsmtpauth value (must be: true, false)');
  const timeout = (str(input.sendmethodsmtptimeout) ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(timeout)) throw new CommandError(15, 'Invalid sendmethodsmtptimeout value (must be numeric)');
  const enforcedFrom = str(input.domainsettings_enforcedfrom)?.trim() ?? '';
  if (enforcedFrom && !isEmail(enforcedFrom)) throw new CommandError(16, 'Invalid email address value for domainsettings_enforcedfrom');
  return {
    password,
    values: {
      name: (str(input.deliveryservername) ?? '').trim(),
      smtp_host: (str(input.sendmethodsmtphost) ?? '').trim(),
      smtp_port: port,
      smtp_secure: secure,
      smtp_timeout: Math.round(Number(timeout)),
      smtp_auth: auth,
      smtp_username: auth ? username : '',
      domains: {
        link_tracking: (str(input.domainsettings_linktracking) ?? '').trim(),
        open_tracking: (str(input.domainsettings_opentracking) ?? '').trim(),
        mfrom_domain: (str(input.domainsettings_mfrom) ?? '').trim(),
        enforced_from: enforcedFrom,
        senderinfo_as_mfrom: flag(input.senderinfoasmfrom) ?? false,
        senderinfo_as_from: flag(input.senderinfoasfrom) ?? false,
      },
    },
  };
}
