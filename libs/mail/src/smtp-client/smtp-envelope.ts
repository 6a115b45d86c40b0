import { domainToASCII } from 'node:url';

import { SmtpError } from './smtp-error';

const UNSAFE = /[\r\n<>\s]/;

/**
 * An envelope address as MAIL FROM / RCPT TO carry it: the domain in its ASCII (punycode) form; whether the
 * local part still needs SMTPUTF8. Refuses what would break the command (line breaks, angle brackets, spaces).
 */
export function envelopeAddress(address: string, command: 'MAIL FROM' | 'RCPT TO'): { address: string; utf8: boolean } {
  if (UNSAFE.test(address) || (command === 'RCPT TO' && !address))
    throw new SmtpError(`${command}: not a usable address: ${JSON.stringify(address)}`, 'EENVELOPE', command);
  const at = address.lastIndexOf('@');
  if (at < 0 || /^[\x00-\x7f]*$/.test(address)) return { address, utf8: false };
  const domain = domainToASCII(address.slice(at + 1));
  if (!domain) throw new SmtpError(`${command}: not a usable domain: ${JSON.stringify(address)}`, 'EENVELOPE', command);
  const local = address.slice(0, at);
  return { address: `${local}@${domain}`, utf8: !/^[\x00-\x7f]*$/.test(local) };
}
