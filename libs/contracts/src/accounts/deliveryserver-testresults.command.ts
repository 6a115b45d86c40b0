import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { DELIVERYSERVER_COMMAND } from './deliveryserver.shared';

export class DeliveryserverTestresultsRequest {
  @IsNotEmpty(code(1, 'Missing deliveryserverid'))
  @Param('The delivery server', true)
  deliveryserverid!: string | number;

  @IsNotEmpty(code(2, 'Missing test_results'))
  @Param('Object (or JSON text of one): SPF, DKIM, DMARC, SenderDomain, LinkDomain, OpenDomain, EmailDelivery booleans', true)
  testresults!: string | Record<string, unknown>;

  @IsNotEmpty(code(4, 'Missing last_checked_at'))
  @Param('When the checks ran (YYYY-MM-DD HH:MM:SS)', true)
  lastcheckedat!: string;
}

export interface DeliveryserverTestresultsReply {
  /** our addition: the SMTP connection this command opened (connect, TLS, EHLO, AUTH) and its outcome */
  SMTPConnection: { Success: boolean; Message: string };
}

export const DeliveryserverTestresults = defineCommand({
  name: 'deliveryserver.testresults',
  ...DELIVERYSERVER_COMMAND,
  request: DeliveryserverTestresultsRequest,
  returns: reply<DeliveryserverTestresultsReply>(),
  reply: 'SMTPConnection { Success, Message }',
  errors: {
    1: 'DeliveryServerID missing',
    2: 'TestResults missing or not an object',
    3: 'DeliveryServerID names no delivery server',
    4: 'LastCheckedAt missing or not a date',
  },
  summary: "Save a delivery server's verification results, and test its SMTP connection for real.",
  notes:
    'The results are stored as sent (shown by deliveryservers.get as VerificationResults); the command also connects to the server ' +
    '(nodemailer verify: TLS, EHLO, AUTH) and records the outcome as VerificationResults.smtp_connection.',
});
