import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

export class CustomfieldsCopyRequest {
  @IsPresent(code(1, 'SourceListID is missing'))
  @Param('List to copy fields from', true)
  sourcelistid?: string | number;

  @IsPresent(code(2, 'TargetListID is missing'))
  @Param('List to copy fields to', true)
  targetlistid?: string | number;
}

export interface CustomfieldsCopyReply {
  /** extension: the new fields on the target list, in the source's order */
  CustomFieldIDs: number[];
}

export const CustomfieldsCopy = defineCommand({
  name: 'customfields.copy',
  service: 'lists',
  auth: 'user',
  permission: 'CustomField.Create',
  request: CustomfieldsCopyRequest,
  returns: reply<CustomfieldsCopyReply>(),
  reply: 'CustomFieldIDs (extension): the copies; a field whose name the target already has is skipped, merge tag aliases are not copied',
  errorStyle: 'array',
  errors: {
    1: 'SourceListID missing',
    2: 'TargetListID missing',
    3: "the source list is not valid (not the caller's)",
    4: "the target list is not valid (not the caller's, or the source itself)",
  },
  summary: "Copy the custom fields of one of the caller's lists onto another.",
});
