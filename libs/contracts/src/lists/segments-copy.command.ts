import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SegmentsCopyRequest {
  @IsPresent(code(1, 'Required field missing: SourceListID'))
  @Param('Copy from this list', true)
  sourcelistid?: string | number;

  @IsPresent(code(2, 'Required field missing: TargetListID'))
  @Param('Copy to this list', true)
  targetlistid?: string | number;
}

export interface SegmentsCopyReply {
  TotalCopied: number;
}

export const SegmentsCopy = defineCommand({
  name: 'Segments.Copy',
  service: 'lists',
  auth: 'user',
  request: SegmentsCopyRequest,
  returns: reply<SegmentsCopyReply>(),
  errorStyle: 'array',
  errors: { 1: 'SourceListID missing', 2: 'TargetListID missing', 4: 'invalid list id' },
  summary: "Copy a list's segments to another list.",
});
