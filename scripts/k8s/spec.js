/**
 * The per-service table k8s/ is generated from (with services.json, the one list of services): how each service
 * scales, which SMTP ports it exposes, whether it calls out over HTTP, and its resources and bounds per installation
 * size. `node scripts/k8s/generate.js` writes k8s/ from it; scripts/k8s/k8s.spec.ts fails when they differ.
 * A service in services.json without a row here fails the generator.
 */
'use strict';

/** the ops port of every process (/livez, /readyz, /metrics): OPS_PORT, default 9464 */
const OPS_PORT = 9464;

/** requests/limits: cpu in millicores, memory in MiB. NODE_OPTIONS's heap is 75% of the memory limit. */
const size = (reqCpu, reqMem, limCpu, limMem) => ({ requests: { cpu: reqCpu, memory: reqMem }, limits: { cpu: limCpu, memory: limMem } });

/**
 * scaling: 'cpu' = an HPA on CPU (request-serving: its work arrives as requests, its CPU follows them);
 *          'queue' = a KEDA ScaledObject on its pg-boss queue depth (plus CPU): it drains queues that can hold far
 *          more work than its CPU shows. `queues`: the pg-boss queues (`<service>.<job name>`, in the schema
 *          `<service>_jobs`) whose waiting jobs count.
 * smtp: inbound SMTP ports exposed by a Service (env names from libs/config).
 * outboundHttp: calls user-given URLs or provider APIs (webhooks, imports by URL, SMS provider): egress to the internet.
 * sizes: replicas and bounds per overlay; `base` is also the base's values.
 */
const SERVICES = {
  edge: {
    description: 'the HTTP API: stateless, every request a NATS request to a service',
    scaling: 'cpu',
    sizes: {
      base: { replicas: 2, min: 2, max: 6, resources: size(200, 256, 1000, 512) },
      small: { replicas: 1, min: 1, max: 2, resources: size(100, 192, 1000, 384) },
      large: { replicas: 4, min: 4, max: 24, resources: size(1000, 512, 2000, 1024) },
    },
  },
  accounts: {
    description: 'users, API keys, sessions: every request is authenticated through it (cached at the edge)',
    scaling: 'cpu',
    sizes: {
      base: { replicas: 2, min: 2, max: 6, resources: size(150, 256, 1000, 512) },
      small: { replicas: 1, min: 1, max: 2, resources: size(50, 192, 500, 384) },
      large: { replicas: 3, min: 3, max: 12, resources: size(500, 384, 2000, 768) },
    },
  },
  lists: {
    description: 'lists, subscribers, segments, imports',
    scaling: 'cpu',
    sizes: {
      base: { replicas: 2, min: 2, max: 8, resources: size(250, 384, 1500, 768) },
      small: { replicas: 1, min: 1, max: 2, resources: size(100, 256, 1000, 512) },
      large: { replicas: 4, min: 4, max: 24, resources: size(1000, 768, 2000, 1536) },
    },
  },
  tracking: {
    description: 'opens, clicks, custom events, user webhooks in',
    scaling: 'cpu',
    sizes: {
      base: { replicas: 2, min: 2, max: 8, resources: size(200, 256, 1000, 512) },
      small: { replicas: 1, min: 1, max: 2, resources: size(50, 192, 500, 384) },
      large: { replicas: 4, min: 4, max: 24, resources: size(1000, 512, 2000, 1024) },
    },
  },
  campaigns: {
    description: 'campaigns and their delivery (send batches from pg-boss), bounces in',
    scaling: 'queue',
    queues: ['campaigns.dispatch', 'campaigns.snapshot-audience', 'campaigns.deliver', 'campaigns.cancel-queued'],
    // one waiting job per replica: each deliver job is a batch of DELIVERY_BATCH_SIZE recipients
    targetQueueDepth: 4,
    smtp: [
      {
        name: 'bounces',
        env: 'BOUNCE_SMTP_PORT',
        hostEnv: 'BOUNCE_SMTP_HOST',
        containerPort: 2526,
        servicePort: 25,
        what: 'delivery reports (DSNs) for the bounce domain (its MX)',
      },
    ],
    outboundHttp: 'Email.Update imports of HTML by URL (libs/outbound-http)',
    sizes: {
      base: { replicas: 2, min: 2, max: 10, resources: size(500, 512, 2000, 1024) },
      small: { replicas: 1, min: 1, max: 2, resources: size(100, 256, 1000, 512) },
      large: { replicas: 4, min: 4, max: 40, resources: size(1000, 768, 2000, 1536) },
    },
  },
  gateway: {
    description: 'transactional send API and SMTP relay, delivery from its message table, webhooks from their own table',
    scaling: 'queue',
    queues: ['gateway.webhook-post', 'gateway.verify-domain'],
    // the message and webhook_delivery tables are queues (no pg-boss job per message or post): their due rows count as waiting work
    backlog: `SELECT (SELECT count(*) FROM "gateway"."message" WHERE "status" = 'Queued' AND "due_at" <= now()) + (SELECT count(*) FROM "gateway"."webhook_delivery" WHERE "due_at" <= now())`,
    targetQueueDepth: 200,
    smtp: [
      {
        name: 'smtp',
        env: 'GATEWAY_SMTP_PORT',
        hostEnv: 'GATEWAY_SMTP_HOST',
        containerPort: 2587,
        servicePort: 587,
        what: 'the SMTP relay (submission with EmailGateway.AddSMTP credentials)',
      },
      {
        name: 'bounces',
        env: 'GATEWAY_BOUNCE_SMTP_PORT',
        hostEnv: 'GATEWAY_BOUNCE_SMTP_HOST',
        containerPort: 2527,
        servicePort: 25,
        what: "delivery reports for gateway messages (GATEWAY_RETURN_PATH_HOST's MX)",
      },
    ],
    outboundHttp: 'user webhooks (delivery events), DNS provider APIs (libs/outbound-http)',
    sizes: {
      base: { replicas: 2, min: 2, max: 10, resources: size(300, 384, 1500, 768) },
      small: { replicas: 1, min: 1, max: 2, resources: size(100, 256, 1000, 512) },
      large: { replicas: 4, min: 4, max: 30, resources: size(1000, 768, 2000, 1536) },
    },
  },
  sms: {
    description: 'SMS campaigns sent through the provider API from pg-boss',
    scaling: 'queue',
    queues: ['sms.send-campaign', 'sms.export-csv'],
    targetQueueDepth: 2,
    outboundHttp: "the SMS provider's HTTP API (libs/outbound-http)",
    sizes: {
      base: { replicas: 2, min: 2, max: 6, resources: size(150, 256, 1000, 512) },
      small: { replicas: 1, min: 1, max: 2, resources: size(50, 192, 500, 384) },
      large: { replicas: 2, min: 2, max: 12, resources: size(500, 384, 2000, 768) },
    },
  },
  journeys: {
    description: 'journeys: enrolments advance as pg-boss jobs, Webhook actions post out',
    scaling: 'queue',
    queues: ['journeys.advance', 'journeys.webhook-post', 'journeys.bulk-enrol'],
    targetQueueDepth: 100,
    outboundHttp: 'Webhook actions (libs/outbound-http)',
    sizes: {
      base: { replicas: 2, min: 2, max: 8, resources: size(200, 256, 1000, 512) },
      small: { replicas: 1, min: 1, max: 2, resources: size(50, 192, 500, 384) },
      large: { replicas: 3, min: 3, max: 20, resources: size(1000, 512, 2000, 1024) },
    },
  },
};

module.exports = { OPS_PORT, SERVICES, OVERLAYS: ['small', 'large'] };
