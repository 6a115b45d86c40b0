import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

/**
 * Automated report requests. A missing required parameter answers keyed by its lower-cased name
 * (`{ "reportname": 1 }`); every other code is scalar. The service answers the address syntax (4/6),
 * the tags (5/6 on create, 5 on update) and the write failures.
 */

export const missing = (name: string) => code(1, `Missing required parameter ${name}`, { style: 'keyed' });
export const scalar = (n: number, message: string) => code(n, message, { style: 'scalar' });
export const FREQUENCY = `'daily', 'weekly' or 'monthly'`;

/** The report id: keyed 1 when missing, 2 when it cannot name a report of the caller. */
export const ReportId = (): PropertyDecorator => InOrder(IsPresent(missing('reportid')), IsPositiveId(scalar(2, 'Report not found or access denied')));

export class ReportIdRequest {
  @ReportId()
  @Param('The report', true)
  reportid?: string | number;
}
