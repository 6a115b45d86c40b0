import { envInt } from '@mail/config';

/**
 * The longest an outbound fetch may take while a caller waits (an import source, a third-party list): half the bus
 * deadline, the rest being for the command's own work and its answer, so a slow source fails with the command's code
 * instead of the caller timing out while the work goes on behind its back.
 */
export function requestFetchTimeoutMs(): number {
  return Math.max(1_000, Math.floor(envInt('BUS_TIMEOUT_MS') / 2));
}
