import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { SegmentRules } from './segment-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

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

export type SegmentUpdateReply = Record<string, never>;

export const SegmentUpdate = defineCommand({
  name: 'Segment.Update',
  service: 'lists',
  auth: 'user',
  request: SegmentUpdateRequest,
  returns: reply<SegmentUpdateReply>(),
  errorStyle: 'array',
  errors: { 1: 'missing id', 2: 'missing name', 3: 'missing operator', 4: 'invalid id', 5: 'invalid operator' },
  summary: 'Update a segment.',
});
