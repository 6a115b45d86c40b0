import { env } from '@mail/config';

let cached: readonly string[] | undefined;

/**
 * OUTBOUND_HTTP_ALLOW_IPS: the exact internal addresses user-given URLs may reach anyway (a test receiver on
 * 127.0.0.1), the one reading of it for the storable-URL check and the delivery guard.
 */
export function allowedInternalIps(): readonly string[] {
  cached ??= (env('OUTBOUND_HTTP_ALLOW_IPS') ?? '')
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  return cached;
}

/** Tests change OUTBOUND_HTTP_ALLOW_IPS between cases (resetGuardedAgents calls it). */
export function forgetAllowedInternalIps(): void {
  cached = undefined;
}
