import { isEmail } from '@mail/values';

/**
 * What "the sender domain exists" means until a sender-domain service (the gateway's) exists: SenderDomain must be a
 * syntactically valid domain name, and when FromEmail carries a domain of its own it must be that domain. FromEmail
 * may hold only the local part when a SenderDomain completes it (docs/decisions.md).
 */
const DOMAIN = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const LOCAL_PART = /^[^\s@"'<>(),;:\\[\]]{1,64}$/;

export function isDomainName(value: string): boolean {
  return DOMAIN.test(value);
}

export function isLocalPart(value: string): boolean {
  return LOCAL_PART.test(value);
}

export function domainOf(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  return at < 0 ? undefined : address.slice(at + 1).toLowerCase();
}

/** The address mail goes out from: FromEmail, completed with SenderDomain when FromEmail is a local part. */
export function effectiveFromEmail(fromEmail: string, senderDomain: string): string {
  return fromEmail && senderDomain && !fromEmail.includes('@') ? `${fromEmail}@${senderDomain}` : fromEmail;
}

/** Whether SenderDomain names no usable domain for this FromEmail (Email.Update 17, Email.EmailPreview 8). */
export function senderDomainUnknown(fromEmail: string, senderDomain: string): boolean {
  if (!senderDomain) return false;
  if (!isDomainName(senderDomain)) return true;
  const own = domainOf(fromEmail);
  return own !== undefined && own !== senderDomain.toLowerCase();
}

/** A usable sender address: a valid address once completed with the sender domain. */
export function isUsableSender(fromEmail: string, senderDomain: string): boolean {
  return isEmail(effectiveFromEmail(fromEmail, senderDomain)) && !senderDomainUnknown(fromEmail, senderDomain);
}
