import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** email.delivery.test takes no parameters besides authentication. */
export class EmailDeliveryTestRequest {}

export type EmailDeliveryTestReply = Record<string, never>;

export const EmailDeliveryTest = defineCommand({
  name: 'email.delivery.test',
  service: 'campaigns',
  auth: 'admin',
  request: EmailDeliveryTestRequest,
  returns: reply<EmailDeliveryTestReply>(),
  reply: 'Success (the envelope only)',
  errorStyle: 'scalar',
  errors: { 1: "the test message was not accepted by the installation's outgoing mail server (the reason in ErrorText)" },
  summary:
    "Sends a test message through the installation's outgoing mail settings (the campaigns mailer), from and to the installation's sender address; 1 when the server refuses it or cannot be reached.",
});
