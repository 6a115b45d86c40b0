/** The address part after the @, lower-cased. */
export const domainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/**
 * The one rule for which addresses a sender domain may send as: an address at the domain itself. The send API holds
 * its From to it (code 3), the SMTP relay its envelope sender and every address of the header From and Sender.
 */
export const isAtSenderDomain = (address: string, domainName: string): boolean => domainOf(address) === domainName;
