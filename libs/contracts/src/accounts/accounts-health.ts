/** Health facts the edge's system-health-check reads. */
export interface AccountsHealthReply {
  database: 'OK';
  session: 'OK';
  adminCount: number;
}
