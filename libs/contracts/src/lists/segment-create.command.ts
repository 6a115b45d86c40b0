import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { SegmentRules } from './segment-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

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

export interface SegmentCreateReply {
  SegmentID: number;
}

export const SegmentCreate = defineCommand({
  name: 'Segment.Create',
  service: 'lists',
  auth: 'user',
  request: SegmentCreateRequest,
  returns: reply<SegmentCreateReply>(),
  reply: 'SegmentID',
  errorStyle: 'array',
  errors: { 1: 'missing list id', 2: 'missing name', 3: 'missing operator', 4: 'list missing or not owned' },
  summary: 'Create a segment from rules.',
});
