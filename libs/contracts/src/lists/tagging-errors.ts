/** Subscriber.Tag and Subscriber.Untag answer the same codes. */
export const TAGGING_ERRORS = {
  1: 'missing tag id',
  2: 'missing list id',
  3: 'missing subscriber id (and no RulesJSON)',
  4: 'invalid list id or list not owned',
  5: 'invalid subscriber id',
  6: 'invalid tag id, or missing RulesJSON',
  7: 'missing RulesOperator (Subscriber.Tag)',
  8: 'invalid query builder response (rules)',
};
