/** An RFC 3464 delivery status report (a DSN) for `recipient`, addressed to `to`, as a receiving MTA writes it. */
export function deliveryStatusReport(to: string, recipient: string, status: string, action = 'failed'): Buffer {
  return Buffer.from(
    [
      'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
      `To: ${to}`,
      'Subject: Undelivered Mail Returned to Sender',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="r1"',
      '',
      '--r1',
      'Content-Type: text/plain; charset=us-ascii',
      '',
      'I am sorry to inform you that your message could not be delivered.',
      '',
      '--r1',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns; mx.example.net',
      '',
      `Final-Recipient: rfc822; ${recipient}`,
      `Action: ${action}`,
      `Status: ${status}`,
      `Diagnostic-Code: smtp; 550 ${status} <${recipient}>: Recipient address rejected`,
      '',
      '--r1--',
      '',
    ].join('\r\n'),
  );
}
