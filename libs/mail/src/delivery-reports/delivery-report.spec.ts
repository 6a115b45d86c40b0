import { classifyStatus, parseDeliveryStatus, readDeliveryReport } from './delivery-report';

function report(type: string, statusPart: string): Buffer {
  return Buffer.from(
    [
      'From: MAILER-DAEMON@mx.example.net',
      'To: bounces+token@bounce.example.com',
      'Subject: Undelivered Mail Returned to Sender',
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=${type}; boundary="b1"`,
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'Your message could not be delivered.',
      '',
      '--b1',
      `Content-Type: message/${type === 'feedback-report' ? 'feedback-report' : 'delivery-status'}`,
      '',
      statusPart,
      '',
      '--b1',
      'Content-Type: text/rfc822-headers',
      '',
      'Subject: Our newsletter',
      '--b1--',
      '',
    ].join('\r\n'),
  );
}

const STATUS = (action: string, status: string, recipient = 'nobody@example.net') =>
  [
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    'Diagnostic-Code: smtp; 550 5.1.1 <nobody@example.net>: Recipient address',
    '  rejected: User unknown',
  ].join('\r\n');

describe(classifyStatus.name, () => {
  it.each([
    ['5.1.1', 'Hard'],
    ['5.7.1', 'Hard'],
    ['4.2.1', 'Soft'],
    ['4.4.7', 'Soft'],
    ['5.2.2', 'Soft'],
    ['4.2.2', 'Soft'],
    ['2.0.0', undefined],
    ['550', undefined],
    ['', undefined],
  ])('%s → %s', (status, expected) => {
    expect(classifyStatus(status)).toBe(expected);
  });
});

describe(parseDeliveryStatus.name, () => {
  it('reads each recipient block, unfolding continued lines', () => {
    expect(parseDeliveryStatus(STATUS('failed', '5.1.1 (user unknown)'))).toEqual([
      {
        finalRecipient: 'nobody@example.net',
        action: 'failed',
        status: '5.1.1',
        diagnostic: 'smtp; 550 5.1.1 <nobody@example.net>: Recipient address rejected: User unknown',
      },
    ]);
  });
});

describe(readDeliveryReport.name, () => {
  it('finds a hard bounce in an RFC 3464 report', async () => {
    expect(await readDeliveryReport(report('delivery-status', STATUS('failed', '5.1.1')))).toMatchObject({
      type: 'bounce',
      bounceType: 'Hard',
      status: '5.1.1',
      recipient: 'nobody@example.net',
    });
  });

  it('finds a soft bounce in a delay notice', async () => {
    expect(await readDeliveryReport(report('delivery-status', STATUS('delayed', '4.4.1')))).toMatchObject({ type: 'bounce', bounceType: 'Soft' });
  });

  it('takes the worst of several recipient blocks', async () => {
    const two = `${STATUS('delayed', '4.2.1')}\r\n\r\nFinal-Recipient: rfc822; other@example.net\r\nAction: failed\r\nStatus: 5.1.2`;
    expect(await readDeliveryReport(report('delivery-status', two))).toMatchObject({ bounceType: 'Hard', status: '5.1.2' });
  });

  it('ignores a success notice', async () => {
    expect(await readDeliveryReport(report('delivery-status', STATUS('delivered', '2.0.0')))).toEqual({ type: 'none' });
  });

  it('reads an abuse report as a complaint', async () => {
    const arf = 'Feedback-Type: abuse\r\nUser-Agent: SomeISP/1.0\r\nVersion: 1\r\nOriginal-Rcpt-To: <reader@example.org>';
    expect(await readDeliveryReport(report('feedback-report', arf))).toEqual({ type: 'complaint', recipient: 'reader@example.org' });
  });

  it('falls back to an enhanced status code in a plain bounce, and ignores an auto-reply', async () => {
    const plain = (text: string) => Buffer.from(`From: postmaster@example.net\r\nSubject: failure notice\r\n\r\n${text}\r\n`);
    expect(await readDeliveryReport(plain('Remote host said: 550 5.1.1 mailbox unavailable'))).toMatchObject({ type: 'bounce', bounceType: 'Hard' });
    expect(await readDeliveryReport(plain('I am out of the office until Monday.'))).toEqual({ type: 'none' });
  });
});
