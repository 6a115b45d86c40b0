import { Param } from '../request-params';

/** the date window of the journey stats commands (UTC days, both ends included) */
export class JourneyStatsWindowRequest {
  @Param('YYYY-MM-DD (UTC); default 30 days ago')
  startdate?: string;

  @Param('YYYY-MM-DD (UTC); default today')
  enddate?: string;
}

/** a journey's stats: JourneyID, the window and optionally one SendEmail action (EmailID is its ActionID) */
export class JourneyStatsRequest extends JourneyStatsWindowRequest {
  @Param("The caller's journey (integer)", true)
  journeyid?: string | number;

  @Param('The ActionID of one SendEmail action of the journey (not the email id)')
  emailid?: string | number;
}

export const JOURNEY_STATS_ERRORS = {
  1: { meaning: 'missing JourneyID (HTTP 422)', httpStatus: 422 },
  2: { meaning: 'JourneyID is not a positive integer (HTTP 422)', httpStatus: 422 },
  3: { meaning: "journey not found (also another user's) (HTTP 404)", httpStatus: 404 },
  4: { meaning: 'StartDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
  5: { meaning: 'EndDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
  6: { meaning: 'StartDate is after EndDate (HTTP 422)', httpStatus: 422 },
  7: { meaning: 'EmailID is not a positive integer or names no SendEmail action of the journey (HTTP 422)', httpStatus: 422 },
} as const;
