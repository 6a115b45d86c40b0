import { IsPresent, Param } from '../../request-params';
import { code } from '../../validation';

export class SubscribersDeleteRequest {
  @IsPresent(code(1, 'Missing subscriber list id'))
  @Param('The list', true)
  subscriberlistid?: string | number;

  @IsPresent(code(3, 'Missing subscriber ids'))
  @Param('Comma-separated subscriber ids of the list (others are ignored)', true)
  subscribers?: string;
}
