/**
 * The confirm and reject links of an opt-in confirmation email: plain GET requests a person can click, on the
 * public (no API key) Subscriber.OptIn command. The confirmation code is the secret: 128 random bits per pending
 * subscription, cleared once it is used.
 */
export function optInLinks(baseUrl: string, listId: number, subscriberId: number, code: string): { confirm: string; reject: string } {
  const link = (mode: 'Confirm' | 'Reject') => {
    const query = new URLSearchParams({
      Command: 'Subscriber.OptIn',
      ListID: String(listId),
      SubscriberID: String(subscriberId),
      ConfirmationCode: code,
      Mode: mode,
    });
    return `${baseUrl.replace(/\/+$/, '')}/api.php?${query.toString()}`;
  };
  return { confirm: link('Confirm'), reject: link('Reject') };
}
