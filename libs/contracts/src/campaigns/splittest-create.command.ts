import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** splittest.create: parameter names arrive lower-cased; the first failing rule answers its code. */
export class SplittestCreateRequest {
  @IsNotEmpty(code(1, 'Missing name'))
  @Param('TODO: what the parameter is', true)
  name!: string;
}

export interface SplittestCreateReply {
  /** TODO: the reply's fields */
  Name: string;
}

export const SplittestCreate = defineCommand({
  name: 'splittest.create',
  service: 'campaigns',
  auth: 'user',
  request: SplittestCreateRequest,
  returns: reply<SplittestCreateReply>(),
  reply: 'Name',
  errorStyle: 'array',
  errors: { 1: 'missing name' },
  summary: 'TODO: one line on what splittest.create does.',
});
