import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

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

export interface SegmentsGetReply {
  TotalSegmentCount: number;
  Segments: Record<string, unknown>[];
}

export const SegmentsGet = defineCommand({
  name: 'Segments.Get',
  service: 'lists',
  auth: 'user',
  request: SegmentsGetRequest,
  returns: reply<SegmentsGetReply>(),
  reply: 'TotalSegmentCount, Segments',
  errorStyle: 'scalar',
  errors: { 1: 'missing (or not owned) list id' },
  summary: "A list's segments.",
});
