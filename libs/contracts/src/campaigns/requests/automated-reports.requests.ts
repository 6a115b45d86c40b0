import { IsPositiveId, IsPresent, isPresent, Param } from '../../request-params';
import { code } from '../../validation';
import { ReportFilterTypes, ReportFrequencies, ReportStatuses } from '../values';
import { canonicalOf } from './param-values';
import { InOrder, OneOf, type RequestParams, Rule } from './param-rules';

/**
 * Automated report requests. A missing required parameter answers keyed by its lower-cased name
 * (`{ "reportname": 1 }`); every other code is scalar. The service answers the address syntax (4/6),
 * the tags (5/6 on create, 5 on update) and the write failures.
 */

const missing = (name: string) => code(1, `Missing required parameter ${name}`, { style: 'keyed' });
const scalar = (n: number, message: string) => code(n, message, { style: 'scalar' });
const FREQUENCY = `'daily', 'weekly' or 'monthly'`;

/** The report id: keyed 1 when missing, 2 when it cannot name a report of the caller. */
const ReportId = (): PropertyDecorator => InOrder(IsPresent(missing('reportid')), IsPositiveId(scalar(2, 'Report not found or access denied')));

class ReportIdRequest {
  @ReportId()
  @Param('The report', true)
  reportid?: string | number;
}

export class AutomatedReportDeleteRequest extends ReportIdRequest {}
export class AutomatedReportGetRequest extends ReportIdRequest {}
export class AutomatedReportToggleRequest extends ReportIdRequest {}

const CREATE_REQUIRED = ['reportname', 'frequency', 'filtertype', 'recipientemails'];

/** A value check of create that waits until every required parameter is present: the vendor reports missing ones first. */
const onceAllPresent =
  (valid: (value: unknown) => boolean) =>
  (value: unknown, params: RequestParams): boolean =>
    !CREATE_REQUIRED.every((name) => isPresent(params[name])) || valid(value);

export class AutomatedReportCreateRequest {
  @IsPresent(missing('reportname'))
  @Param('Name of the report', true)
  reportname?: string;

  @InOrder(
    IsPresent(missing('frequency')),
    Rule(
      'frequency',
      onceAllPresent((value) => canonicalOf(ReportFrequencies, value) !== undefined),
      scalar(2, 'Invalid frequency. Must be daily, weekly, or monthly'),
    ),
  )
  @Param(FREQUENCY, true)
  frequency?: string;

  @InOrder(
    IsPresent(missing('filtertype')),
    Rule(
      'filterType',
      onceAllPresent((value) => canonicalOf(ReportFilterTypes, value) !== undefined),
      scalar(3, 'Invalid filter type. Must be all or tags'),
    ),
  )
  @Param("'all' (every campaign) or 'tags' (campaigns carrying one of FilterTags)", true)
  filtertype?: string;

  @IsPresent(missing('recipientemails'))
  @Param('Comma-separated addresses the report is emailed to', true)
  recipientemails?: string;

  @Param("Comma-separated campaign tag ids (required when FilterType is 'tags')", 'cond')
  filtertags?: string;

  @Param("'enabled' (default) or 'disabled'")
  status?: string;
}

const UPDATABLE = ['reportname', 'frequency', 'filtertype', 'filtertags', 'recipientemails', 'status'];

/** Declares reportid itself: class-validator checks a subclass's own parameters before inherited ones. */
export class AutomatedReportUpdateRequest {
  @ReportId()
  @Param('The report', true)
  reportid?: string | number;

  @Param('New name')
  reportname?: string;

  @OneOf(ReportFrequencies, scalar(3, 'Invalid frequency. Must be daily, weekly, or monthly'))
  @Param(FREQUENCY)
  frequency?: string;

  @OneOf(ReportFilterTypes, scalar(4, 'Invalid filter type. Must be all or tags'))
  @Param("'all' or 'tags'")
  filtertype?: string;

  @Param('Comma-separated campaign tag ids')
  filtertags?: string;

  @Param('Comma-separated addresses')
  recipientemails?: string;

  @InOrder(
    OneOf(ReportStatuses, scalar(7, 'Invalid status. Must be enabled or disabled')),
    Rule('somethingToUpdate', (_, params) => UPDATABLE.some((name) => isPresent(params[name])), scalar(8, 'No data to update')),
  )
  @Param("'enabled' or 'disabled'")
  status?: string;
}

export class AutomatedReportsListRequest {
  @OneOf(ReportStatuses, code(1, 'Invalid status filter. Must be enabled or disabled'))
  @Param("Only reports with this status: 'enabled' or 'disabled'")
  status?: string;

  @OneOf(ReportFrequencies, code(2, 'Invalid frequency filter. Must be daily, weekly, or monthly'))
  @Param(`Only reports of this frequency: ${FREQUENCY}`)
  frequency?: string;
}
