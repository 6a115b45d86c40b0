import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, Min } from 'class-validator';

/**
 * One custom field set to one value for many subscribers of the user's list at once (journeys' batched
 * UpdateCustomFieldValue), with the field's validation and a SubscriberUpdated event per subscriber whose value
 * changed. A unique field is refused (one value cannot go to many subscribers): the caller updates one by one.
 */
export class SubscribersFieldSetRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) fieldId!: number;
  @IsString() value!: string;
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(10_000) @IsInt({ each: true }) @Min(1, { each: true }) subscriberIds!: number[];
}

export interface SubscribersFieldSetReply {
  /** subscribers of the list whose value is now `value` */
  updated: number;
  /** why nothing was written: 'unknown-field' (not a field of the list), 'invalid' (the value), 'unique' */
  refused?: 'unknown-field' | 'invalid' | 'unique';
  reason?: string;
}
