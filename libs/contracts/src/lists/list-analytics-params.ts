import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** The list analytics' shared codes: 99997 for a list that is missing, foreign, or whose id is missing or invalid. */
export const LIST_NOT_FOUND = 99997;
export const LIST_NOT_FOUND_TEXT = 'Invalid list id';

/** the analytics whose spec answers 99997 even for a missing ListID */
export class ListAnalyticsRequest {
  @IsPositiveId(code(LIST_NOT_FOUND, LIST_NOT_FOUND_TEXT))
  @Param("List to report on; must be the caller's", true)
  listid?: string | number;
}

/** the analytics whose spec answers 1 for a missing ListID (99997 for a non-numeric, non-positive or foreign one) */
export class ListAnalyticsMissingIdRequest {
  @IsPresent(code(1, 'Missing ListID'))
  @Param("List to report on; must be the caller's", true)
  listid?: string | number;
}

/** what the analytics answer for a missing, foreign or invalid list */
export const LIST_ANALYTICS_ERRORS = { [LIST_NOT_FOUND]: 'list missing or not the caller’s (also a missing, non-numeric or non-positive ListID)' } as const;
