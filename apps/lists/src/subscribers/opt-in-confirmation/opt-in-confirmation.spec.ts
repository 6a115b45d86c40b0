import { optInConfirmationEmail } from './opt-in-confirmation.email';
import { readOptInMailRequest } from './opt-in-confirmation.sender';
import { optInLinks } from './opt-in-links';

describe(optInLinks.name, () => {
  it('builds GET links on the public Subscriber.OptIn command, whatever the base URL ends with', () => {
    const links = optInLinks('https://mail.example/', 7, 42, 'c0de');
    expect(links.confirm).toBe('https://mail.example/api.php?Command=Subscriber.OptIn&ListID=7&SubscriberID=42&ConfirmationCode=c0de&Mode=Confirm');
    expect(links.reject).toBe('https://mail.example/api.php?Command=Subscriber.OptIn&ListID=7&SubscriberID=42&ConfirmationCode=c0de&Mode=Reject');
  });
});

describe(optInConfirmationEmail.name, () => {
  const input = { sender: { name: 'Shop', address: 'team@shop.example' }, confirmUrl: 'https://m/c?a=1&b=2', rejectUrl: 'https://m/r' };

  it('names the list and carries both links in both parts', () => {
    const mail = optInConfirmationEmail({ ...input, listName: 'News' });
    expect(mail.subject).toBe('Please confirm your subscription to News');
    expect(mail.text).toContain('https://m/c?a=1&b=2');
    expect(mail.text).toContain('https://m/r');
    expect(mail.html).toContain('href="https://m/c?a=1&#38;b=2"');
    expect(mail.html).toContain('href="https://m/r"');
  });

  it('keeps a hostile list name out of the headers and the markup', () => {
    const mail = optInConfirmationEmail({ ...input, listName: 'A\r\nBcc: x@evil.example <b>' });
    expect(mail.subject).toBe('Please confirm your subscription to A Bcc: x@evil.example <b>');
    expect(mail.html).toContain('A Bcc: x@evil.example &#60;b&#62;');
    expect(optInConfirmationEmail({ ...input, listName: '' }).subject).toBe('Please confirm your subscription to our mailing list');
  });
});

describe(readOptInMailRequest.name, () => {
  const pending = { listId: 7, subscriberId: '42', status: 'Opt-In Pending', confirmationCode: 'c0de', linkBaseUrl: 'http://edge' };

  it('reads a pending subscription that carries its code', () => {
    expect(readOptInMailRequest('e1', pending)).toEqual({ eventId: 'e1', listId: 7, subscriberId: 42, confirmationCode: 'c0de' });
  });

  it('is not a confirmation request otherwise (subscribed at once, code withheld, malformed)', () => {
    expect(readOptInMailRequest('e', { ...pending, status: 'Subscribed' })).toBeUndefined();
    expect(readOptInMailRequest('e', { ...pending, confirmationCode: null })).toBeUndefined();
    expect(readOptInMailRequest('e', { ...pending, listId: 'x' })).toBeUndefined();
  });
});
