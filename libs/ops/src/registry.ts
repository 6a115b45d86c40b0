import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's one metrics registry. Every metric of the platform is defined once (metrics.ts) at module load,
 * so a process that hosts several services (the suite) registers each name once; services tell themselves apart
 * by the `service` label.
 */
export const metricsRegistry = new Registry();

let defaults = false;

/** prom-client's default process metrics (CPU, memory, event-loop lag, GC, handles), registered once. */
export function enableDefaultMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
