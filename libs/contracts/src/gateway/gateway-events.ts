/**
 * The events of a gateway message a webhook can be registered for (EmailGateway.AddWebhook's spelling). `unknown`:
 * the delivery sending it stopped before its SMTP outcome was recorded; it is never sent again (docs/operations.md).
 */
export const GATEWAY_EVENTS = ['delivery', 'bounce', 'open', 'click', 'unsubscribe', 'complaint', 'unknown'] as const;
export type GatewayEvent = (typeof GATEWAY_EVENTS)[number];

/** POST /api/v1/webhooks' spelling of the same events: both are accepted everywhere. */
const PAST_TENSE = new Map<string, GatewayEvent>([
  ['delivered', 'delivery'],
  ['bounced', 'bounce'],
  ['opened', 'open'],
  ['clicked', 'click'],
  ['unsubscribed', 'unsubscribe'],
  ['complained', 'complaint'],
]);

/** The canonical event of either spelling (any casing), or undefined. */
export function gatewayEventOf(value: unknown): GatewayEvent | undefined {
  if (typeof value !== 'string') return undefined;
  const name = value.trim().toLowerCase();
  return (GATEWAY_EVENTS as readonly string[]).includes(name) ? (name as GatewayEvent) : PAST_TENSE.get(name);
}
