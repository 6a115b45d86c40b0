import { Param } from '../request-params';

export class SubscriberQuery {
  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;

  @Param('Page size (default 25)')
  recordsperrequest?: string | number;

  @Param('Offset')
  recordsfrom?: string | number;
}
