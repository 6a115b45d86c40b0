import { returnPathName } from '../domains/domain-records';

const LOCAL = /^bounces\+([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The VERP return path of a gateway message: `bounces+<MessageID>@bounces.<domain>` (or the domain's own Subdomain). The MessageID is a random
 * UUID (122 bits), unguessable on its own, so the address carries no signature (one would push the local part
 * past RFC 5321's 64 characters).
 */
export const returnPathAddress = (messageId: string, domain: string, host = returnPathName(domain)): string => `bounces+${messageId}@${host}`;

/** the MessageID a return path names (any domain, any case), or undefined */
export function messageIdOfReturnPath(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  return LOCAL.exec(at < 0 ? address : address.slice(0, at))?.[1].toLowerCase();
}
