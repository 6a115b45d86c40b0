import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { RawHttpReply } from '../public/raw-http-reply';

export class PrometheusMetricsRequest {}

/** The edge's Prometheus registry in text exposition format (what its ops port serves at /metrics). */
export type PrometheusMetricsReply = RawHttpReply;

/**
 * The vendor's Prometheus plug-in path. Answered by the edge itself (apps/edge/src/dispatch/local-commands.ts) from
 * `GET /app/prometheus/metrics/` with HTTP Basic credentials `admin:<AdminAPIKey>` (or any admin credential); a
 * failed authentication answers HTTP 401 with a plain-text body, as the vendor's does.
 */
export const PrometheusMetrics = defineCommand({
  name: 'prometheus.metrics',
  service: 'edge',
  auth: 'admin',
  legacy: false,
  v1: { methods: ['GET'], path: 'app/prometheus/metrics' },
  rawReply: true,
  request: PrometheusMetricsRequest,
  returns: reply<PrometheusMetricsReply>(),
  reply: 'Prometheus text exposition (no envelope)',
  errors: {},
  summary: "Scrape the edge's metrics (API request durations per command, process metrics) in Prometheus text format, admin-authenticated.",
  notes:
    'Served at GET /app/prometheus/metrics/ (and /api/v1/app/prometheus/metrics). The vendor derives the Basic password from the admin key with ' +
    'HMAC-SHA256; we store only a hash of the admin key, so the password is the admin API key itself (docs/decisions.md).',
});
