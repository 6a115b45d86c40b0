/** An RFC 5965 abuse report (ARF), as a mailbox provider's feedback loop sends it about a message to `recipient`. */
export function abuseReport(to: string, recipient: string): Buffer {
  return Buffer.from(
    [
      'From: Feedback Loop <fbl@isp.example.net>',
      `To: ${to}`,
      'Subject: Abuse report',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=feedback-report; boundary="f1"',
      '',
      '--f1',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'This is an email abuse report.',
      '',
      '--f1',
      'Content-Type: message/feedback-report',
      '',
      'Feedback-Type: abuse',
      'User-Agent: SomeISP-FBL/1.0',
      'Version: 1',
      `Original-Rcpt-To: <${recipient}>`,
      '',
      '--f1--',
      '',
    ].join('\r\n'),
  );
}
