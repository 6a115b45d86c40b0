import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { OptionalId } from './requests/param-rules';

export class AutoresponderDuplicateRequest {
  @IsPositiveId(code(1, 'Missing AutoResponderID'))
  @Param('Autoresponder to clone', true)
  autoresponderid?: string | number;

  @Param('Prefix for the clone’s name; default "Copy of "')
  nameprefix?: string;

  @OptionalId(code(3, 'Target list not found'))
  @Param('List for the clone; default the source’s list')
  targetlistid?: string | number;
}

export interface AutoresponderDuplicateReply {
  AutoResponderID: number;
  RelEmailID: number;
}

export const AutoresponderDuplicate = defineCommand({
  name: 'autoresponder.duplicate',
  service: 'campaigns',
  auth: 'user',
  request: AutoresponderDuplicateRequest,
  returns: reply<AutoresponderDuplicateReply>(),
  reply: 'AutoResponderID, RelEmailID',
  errorStyle: 'array',
  errors: {
    1: 'AutoResponderID is missing',
    2: 'the source does not exist or is not the caller’s',
    3: 'the target list is not the caller’s',
    4: 'cloning the email failed',
    5: 'creating the clone failed',
  },
  summary: 'Clone one autoresponder with its email (Disabled) onto the same or another list; answers the new ids.',
});
