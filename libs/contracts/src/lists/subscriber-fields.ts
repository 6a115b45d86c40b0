import { Param } from '../request-params';

/** Fields a subscriber write may carry (Subscriber.Create, Subscriber.Update). */
export class SubscriberFields {
  @Param('Subscription status')
  status?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  subscriptiondate?: string;

  @Param('YYYY-MM-DD HH:MM:SS')
  optindate?: string;

  @Param('IP address')
  subscriptionip?: string;

  @Param("'Hard', 'Soft' or 'Not Bounced'")
  bouncetype?: string;

  @Param('Custom field values keyed `CustomField<id>` or `CustomFields[<id>]`')
  customfields?: object;
  fields?: object;

  @Param('boolean: fail when a required custom field is missing')
  enforcerequiredfields?: string | boolean;
}
