/**
 * Whether the e2e run's bus carries a request this large: over NATS (the distributed run) the server refuses a
 * message above its `max_payload` (1 MiB unless its configuration raises it: docs/operations.md, "Message size over
 * NATS"; E2E_BUS_MAX_PAYLOAD tells a larger one) and the edge answers 100001, HTTP 400; the in-process bus has no limit.
 */
export function busCarries(request: unknown): boolean {
  const max = process.env.NATS_URL ? Number(process.env.E2E_BUS_MAX_PAYLOAD ?? 1024 * 1024) : Infinity;
  return Buffer.byteLength(JSON.stringify(request)) < max;
}
