import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';

/**
 * The SecretBox context a sender domain's DKIM private key is sealed under for its trip over the bus (the gateway
 * seals, the asker opens with the same shared keyring): the key never crosses the bus in plain text, and a value
 * sealed for the gateway's column does not open here, nor this one there.
 */
export const SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT = 'bus.sender-domain.dkim';

/**
 * A sender domain of the user (journeys' SendEmail SenderDomainID): whether it is theirs, and with `withKey` what
 * signing mail as it needs. Only the signer asks for the key; an ownership check does not carry it.
 */
export class SenderDomainDkimRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) domainId!: number;
  @IsOptional() @IsBoolean() withKey?: boolean;
}

export interface SenderDomainDkim {
  found: true;
  domainId: number;
  /** the domain name (lower case): d= of the signature */
  name: string;
  verificationStatus: 'Pending' | 'Verified' | 'Failed';
  /** s= of the signature */
  dkimSelector: string;
  /** with `withKey`: the PEM private key sealed under SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT */
  sealedDkimPrivateKey?: string;
}

/** `found: false` for a domain that does not exist or is another user's */
export type SenderDomainDkimReply = SenderDomainDkim | { found: false };
