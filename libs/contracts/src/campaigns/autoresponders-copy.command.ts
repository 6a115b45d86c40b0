import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { nameCode } from './requests/autoresponder-values';
import { OptionalId } from './requests/param-rules';
import { code } from '../validation';

export class AutorespondersCopyRequest {
  @IsPositiveId(nameCode('sourcelistid'))
  @Param('List to copy from', true)
  sourcelistid?: string | number;

  @IsPositiveId(nameCode('targetlistid'))
  @Param('List to copy to', true)
  targetlistid?: string | number;

  @OptionalId(code(4, 'Autoresponder not found'))
  @Param('Copy only this autoresponder of the source list; all of them when omitted')
  targetautoresponderid?: string | number;

  @Param('Text put in front of each copied name (e.g. "Copy - ")')
  prefix?: string;
}

export type AutorespondersCopyReply = Record<string, never>;

export const AutorespondersCopy = defineCommand({
  name: 'autoresponders.copy',
  service: 'campaigns',
  auth: 'user',
  request: AutorespondersCopyRequest,
  returns: reply<AutorespondersCopyReply>(),
  errorStyle: 'array',
  errors: {
    1: 'a required parameter is missing: the legacy ErrorCode is its lower-cased name (sourcelistid, targetlistid)',
    4: 'the source or target list (or the one autoresponder asked for) does not exist or is not the caller’s',
  },
  summary: 'Copy all autoresponders of one list, or one of them, onto another list, cloning their emails too.',
});
