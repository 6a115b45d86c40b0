/** The bars the fault suite holds the platform to (issue 7); docs/operations.md "Fault suite" states them too. */
export const BOUNDS = {
  /** malformed requests in the fuzz, at least */
  fuzzRequests: 10_000,
  /** the edge's resident memory (VmRSS) during the fuzz: its Kubernetes memory limit (k8s/edge.yaml) */
  edgeRssPeakMb: 512,
  /** ... and within `edgeRssSettleMs` after it: three times an idle edge (~100 MB), so that a leak of 10 kB a request shows */
  edgeRssAfterFuzzMb: 300,
  edgeRssSettleMs: 20_000,
  /** an in-flight request whose service is SIGKILLed answers (with a hard failure) within this */
  inFlightFailFastMs: 3_000,
  /** a restarted service answers its commands again within this of its new process serving (its "ready" line) */
  serviceAnswersAfterRestartMs: 2_000,
  /** spawn → "ready" of a restarted process: CPU-bound (module loading), so only a loose ceiling; the figure is printed */
  serviceBootMs: 30_000,
  /** after NATS or PostgreSQL come back, every process answers again (and the outbox is empty) within this */
  infrastructureRecoveryMs: 10_000,
} as const;
