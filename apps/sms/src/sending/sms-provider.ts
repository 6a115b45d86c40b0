/** One message handed to a provider. */
export interface OutgoingSms {
  userId: number;
  messageId: number;
  to: string;
  from: string;
  body: string;
  parts: number;
  encoding: string;
}

/** The provider's answer: accepted (its message id, and the price when it tells) or refused (its error code). */
export type SendResult =
  { ok: true; providerMessageId: string; parts?: number; cost?: string; currency?: string } | { ok: false; errorCode: string; gatewayStatus: string };
