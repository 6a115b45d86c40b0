/** The provider refused: wrong credentials, or a zone the credentials do not manage (dns.authorize 4, dns.set 9). */
export class ProviderRefused extends Error {}

/** The provider could not be reached, or answered something unreadable (dns.authorize 9, dns.set 10). */
export class ProviderUnavailable extends Error {}
