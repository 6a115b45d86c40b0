import type { GatewayDomainOptions } from '@mail/contracts';

import { returnPathName } from '../../domains/domain-records';
import type { SendInput } from '../email-gateway-send/send-input';

/** the return-path subdomain when the domain sets none (EmailGateway.UpdateDomain Subdomain) */
export const DEFAULT_RETURN_PATH_LABEL = 'bounces';

/** the host of the domain's return path (VERP bounces): `<Subdomain|bounces>.<domain>` */
export const returnPathHostOf = (domainName: string, o: GatewayDomainOptions): string => returnPathName(domainName, o.CustomSubdomain);

/**
 * The base of the message's tracking URLs: the domain's own tracking host `<TrackPrefix><TrackMerge|-><Subdomain|bounces>.<domain>`
 * (same scheme as the platform's) when it sets a TrackPrefix and has not disabled the tracking subdomain, else the
 * platform's public URL. The host is the CNAME the user publishes to us, so the paths stay the platform's.
 */
export function trackingBaseOf(platformBase: string, domainName: string, o: GatewayDomainOptions): string {
  if (!o.CustomTrackPrefix || o.TrackPrefixDisabled) return platformBase;
  const scheme = /^https?:/i.exec(platformBase)?.[0].toLowerCase() ?? 'https:';
  return `${scheme}//${o.CustomTrackPrefix}${o.TrackMerge || '-'}${o.CustomSubdomain || DEFAULT_RETURN_PATH_LABEL}.${domainName}`;
}

/**
 * The send's content under its domain's options (EmailGateway.UpdateDomain): LinkTracking 0 / OpenTracking 0 turn the
 * message's TrackLinks / TrackOpens off (a message still asks for tracking itself: the domain allows or forbids it),
 * UnsubscribeLink 1 adds an unsubscribe link to every message of the domain.
 */
export function withDomainOptions(input: SendInput, o: GatewayDomainOptions): SendInput {
  return {
    ...input,
    trackLinks: input.trackLinks && o.LinkTracking !== 0,
    trackOpens: input.trackOpens && o.OpenTracking !== 0,
    unsubscribeLink: o.UnsubscribeLink === 1,
  };
}
