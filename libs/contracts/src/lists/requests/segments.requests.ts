import { HasPositiveIds, IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

class SegmentRules {
  @Param('Rule fields, one per rule')
  segmentrulefield?: string[];

  @Param('Rule operators, one per rule')
  segmentruleoperator?: string[];

  @Param('Rule filters, one per rule')
  segmentrulefilter?: string[];

  @Param('JSON rules; when given they define the segment')
  rulesjson?: string;
}

export class SegmentCreateRequest extends SegmentRules {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @IsPresent(code(2, 'Missing segment name'))
  @Param('Segment name', true)
  segmentname?: string;

  @Param("'AND' or 'OR'", true)
  segmentoperator?: string;
}

export class SegmentUpdateRequest extends SegmentRules {
  @IsPresent(code(1, 'Missing segment id'))
  @Param('The segment', true)
  segmentid?: string | number;

  @IsPresent(code(2, 'Missing segment name'))
  @Param('Segment name', true)
  segmentname?: string;

  @Param('Move the segment to this list')
  subscriberlistid?: string | number;

  @Param("'and' or 'or'")
  segmentoperator?: string;
}

export class SegmentsCopyRequest {
  @IsPresent(code(1, 'Required field missing: SourceListID'))
  @Param('Copy from this list', true)
  sourcelistid?: string | number;

  @IsPresent(code(2, 'Required field missing: TargetListID'))
  @Param('Copy to this list', true)
  targetlistid?: string | number;
}

export class SegmentsDeleteRequest {
  @HasPositiveIds(code(1, 'Segment ids are missing'))
  @Param('Comma-separated segment ids', true)
  segments?: string;
}

export class SegmentsGetRequest {
  @Param('The list (also accepted as `ListID`)', true)
  subscriberlistid?: string | number;
  listid?: string | number;

  @Param('Order field')
  orderfield?: string;

  @Param("'ASC' or 'DESC'")
  ordertype?: string;

  @Param('boolean: add subscriber counts')
  retrievesubscribercount?: string | boolean;
}
