import { publicBaseUrl } from '@mail/config';

/** Where a provider reaches us: `/sms/hooks/<key>/<kind>` on the edge (contracts' PUBLIC_PATHS). */
export function hookUrl(hookKey: string, kind: 'status' | 'inbound' | 'events'): string {
  return `${publicBaseUrl()}/sms/hooks/${hookKey}/${kind}`;
}
