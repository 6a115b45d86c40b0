import { HasPositiveIds, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SegmentsDeleteRequest {
  @HasPositiveIds(code(1, 'Segment ids are missing'))
  @Param('Comma-separated segment ids', true)
  segments?: string;
}

export type SegmentsDeleteReply = Record<string, never>;

export const SegmentsDelete = defineCommand({
  name: 'Segments.Delete',
  service: 'lists',
  auth: 'user',
  request: SegmentsDeleteRequest,
  returns: reply<SegmentsDeleteReply>(),
  errorStyle: 'keyed',
  errors: { 1: 'segment ids missing (keyed `segments`)' },
  summary: 'Delete segments.',
});
