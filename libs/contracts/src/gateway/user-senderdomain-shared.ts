import { Param } from '../request-params';
import { domainId } from './gateway-params';

/** a DNS record a sender domain publishes: [type, expected value] and, once a verify call checked it, whether it matched */
export type UserDomainDnsRecord = [string, string] | [string, string, boolean];

/** a user.senderdomain domain as list, get, create and update show it (the vendor's keys; ids as strings, as its examples) */
export interface UserSenderDomainObject {
  DomainID: string;
  SenderDomain: string;
  UserID: string;
  CreatedAt: string;
  /** Approval Pending until verified, then Enabled; Disabled when paused by the user */
  Status: string;
  LastVerifiedAt: string | null;
  VerificationMeta: { DNSRecords: Record<string, UserDomainDnsRecord> };
  PolicyMeta: unknown[];
  Options: {
    LinkTracking: number;
    OpenTracking: number;
    UnsubscribeLink: number;
    CustomSubdomain: string;
    CustomTrackPrefix: string;
    TrackPrefixDisabled: boolean;
  };
  Volume7d: number;
  VolumeDelta: string | null;
  Reputation: number | null;
  ReputationBucket: string | null;
  DeliveryRate: number | null;
  BounceRate: number | null;
}

/** the commands naming one domain: DomainID (1 missing, 2 not the caller's: an unusable id is not found either) */
export class UserSenderDomainIdRequest {
  @domainId(1, 2)
  @Param("The sender domain (one of the caller's user.senderdomain domains)", true)
  domainid?: string | number;
}

export const USER_SENDER_DOMAIN_ERRORS = {
  1: 'DomainID missing',
  2: "no such sender domain for the caller (another user's, a gateway domain or a deleted one answer the same)",
} as const;

export const USER_SENDER_DOMAIN_NOTES =
  'These are the domains campaigns and journeys send from (a SendEmail action or campaign names one by DomainID). They are rows of the ' +
  "gateway's one sender-domain model (one DKIM key, one DNS verification), listed apart from the EmailGateway.* domains as the vendor does. " +
  'DNSRecords is keyed by host name: [type, expected value], plus whether it matched once user.senderdomain.verify checked it. Verification needs the ' +
  'SPF and DKIM records (the same rule as EmailGateway.VerifyDomain); the return-path, tracking and DMARC records are advice and never checked.';
