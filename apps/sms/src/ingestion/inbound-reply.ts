/** A reply as every format reads: who sent what, and (when the provider says) to which message of ours. */
export interface InboundReply {
  eventId: string;
  from: string;
  text: string;
  receivedAt: Date;
  messageId?: number;
  providerMessageId?: string;
}
