import { Caller } from '@mail/kit';

import type { EmailRepository } from '../src/emails/email.repository';
import type { EmailRow } from '../src/emails/email.row';
import { EmailSpamTestService } from '../src/emails/email-spam-test/email-spam-test.service';
import type { UserFieldsClient } from '../src/emails/user-fields.client';

/**
 * Email.SpamTest against a real SpamAssassin spamd at SPAMD_URL_REAL (`spamd://127.0.0.1:783`, `tcp://…`, `host:port`):
 * CI installs Debian's spamassassin and starts one. Without it the suite is skipped with a note, unless
 * CI_REQUIRE_TOOLS=1 asks for every external tool, where a missing spamd fails the run.
 */
const realSpamd = process.env.SPAMD_URL_REAL;
const required = process.env.CI_REQUIRE_TOOLS === '1';
const GTUBE = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';

const email = (id: string, html: string): EmailRow =>
  ({
    id,
    user_id: 1,
    subject: 'Our autumn newsletter for %Subscriber:EmailAddress%',
    html_content: html,
    plain_content: '',
    preheader_text: 'What is new this month',
    from_name: 'Shop Team',
    from_email: 'news@shop.example.com',
    sender_domain: '',
    reply_to_name: '',
    reply_to_email: '',
  }) as EmailRow;

const NEWSLETTER = `<html><head><title>Autumn news</title></head><body>
  <h1>Hello from {{ User:CompanyName }}</h1>
  <p>This month we opened a new workshop and wrote about caring for wooden furniture through the winter.</p>
  <p>Read the full story on our website, and tell us what you would like to read about next.</p>
  <p><a href="https://shop.example.com/blog/autumn">Read the story</a></p>
  <p>You receive this because you subscribed at shop.example.com. <a href="%Link:Unsubscribe%">Unsubscribe</a></p>
</body></html>`;

const emails: Record<number, EmailRow> = { 1: email('1', NEWSLETTER), 2: email('2', `<p>${GTUBE}</p><a href="%Link:Unsubscribe%">u</a>`) };
const request = (emailId: number) => ({
  command: 'Email.SpamTest',
  params: { emailid: String(emailId) },
  auth: { kind: 'user' as const, userId: 1, via: 'apikey' as const, permissions: '*' as const },
  requestId: 'spamd-real',
  meta: { ip: '127.0.0.1' },
});

if (!realSpamd && !required) {
  console.log('spamd-real.int-spec: SPAMD_URL_REAL is not set, skipping the real SpamAssassin test (CI_REQUIRE_TOOLS=1 makes this a failure)');
}

(realSpamd || required ? describe : describe.skip)('Email.SpamTest with a real spamd (SPAMD_URL_REAL)', () => {
  const service = new EmailSpamTestService(
    { findOwned: async (_userId: number, id: number) => emails[id] } as unknown as EmailRepository,
    { fieldsOf: async () => ({ CompanyName: 'Shop Team' }) } as unknown as UserFieldsClient,
    { spamdUrl: realSpamd, mailFrom: 'noreply@localhost' },
  );
  beforeAll(() => {
    if (!realSpamd) throw new Error('CI_REQUIRE_TOOLS=1 but SPAMD_URL_REAL is not set: start spamd and point SPAMD_URL_REAL at it');
  });

  it('scores a plain newsletter below the threshold, with the rules SpamAssassin applied', async () => {
    const { TestResults } = await service.run(request(1).params, Caller.of(request(1)));
    expect(TestResults.SpamStatus).toBe('No');
    expect(TestResults.Threshold).toBeGreaterThan(0);
    expect(TestResults.Score).toBeLessThan(TestResults.Threshold);
    expect(TestResults.Details).toMatch(/pts|rule|[A-Z_]{4,}/);
  });

  it("scores SpamAssassin's GTUBE test message as spam", async () => {
    const { TestResults } = await service.run(request(2).params, Caller.of(request(2)));
    expect(TestResults.SpamStatus).toBe('Yes');
    expect(TestResults.Score).toBeGreaterThanOrEqual(1000);
    expect(TestResults.Details).toContain('GTUBE');
  });
});
