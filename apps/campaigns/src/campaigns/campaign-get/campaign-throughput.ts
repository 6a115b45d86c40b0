/**
 * CampaignThroughput from the current run's sends: messages accepted per second between the first and the
 * last send (a span under one second counts as one second, so a single message is 1/s, not infinite), 0 when
 * nothing was sent. Duration is that span in whole seconds.
 */
export function campaignThroughput(span: { sent: number; seconds: number }): { EmailsPerSecond: number; Duration: number } {
  if (span.sent === 0) return { EmailsPerSecond: 0, Duration: 0 };
  return { EmailsPerSecond: Math.round((span.sent / Math.max(span.seconds, 1)) * 100) / 100, Duration: Math.round(span.seconds) };
}
