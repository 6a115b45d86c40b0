/**
 * A sent campaign written straight into the campaigns schema (email, campaign, recipients, links), the
 * way the delivery pipeline leaves it, for tests of what happens after the send.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

export interface SentCampaign {
  campaignId: number;
  emailId: number;
  recipients: { recipientId: number; subscriberId: number; emailAddress: string }[];
  links: { linkId: number; url: string }[];
}

export async function sentCampaign(
  query: Query,
  o: { userId: number; listId: number; subscribers: { id: number; email: string }[]; urls: string[]; html?: string; sentSecondsAgo?: number },
): Promise<SentCampaign> {
  const html = o.html ?? '<html><body><h1>Our news</h1><p>for %Subscriber:EmailAddress%</p></body></html>';
  const [email] = await query(
    `INSERT INTO "campaigns"."email" ("user_id", "name", "subject", "html_content", "plain_content") VALUES ($1, 'Tracked', 'Our news', $2, 'Our news in plain text') RETURNING "id"`,
    [o.userId, html],
  );
  const [campaign] = await query(
    `INSERT INTO "campaigns"."campaign" ("user_id", "name", "status", "email_id", "send_started_at", "total_recipients", "total_sent")
     VALUES ($1, 'Tracked campaign', 'Sent', $2, now() - make_interval(secs => $3), $4, $4) RETURNING "id"`,
    [o.userId, email.id, (o.sentSecondsAgo ?? 3600) + 60, o.subscribers.length],
  );
  const recipients = [];
  for (const s of o.subscribers) {
    const [row] = await query(
      `INSERT INTO "campaigns"."recipient" ("campaign_id", "run", "subscriber_id", "list_id", "email_address", "state", "sent_at", "message_id")
       VALUES ($1, 1, $2, $3, $4, 'sent', now() - make_interval(secs => $5), $6) RETURNING "id"`,
      [campaign.id, s.id, o.listId, s.email, o.sentSecondsAgo ?? 3600, `<${campaign.id}.${s.id}@test.example>`],
    );
    recipients.push({ recipientId: Number(row.id), subscriberId: s.id, emailAddress: s.email });
  }
  const links = [];
  for (const url of o.urls) {
    const [row] = await query(`INSERT INTO "campaigns"."link" ("campaign_id", "url") VALUES ($1, $2) RETURNING "id"`, [campaign.id, url]);
    links.push({ linkId: Number(row.id), url });
  }
  // the run's frozen content, as the delivery pipeline writes it when the run starts (the web view renders from it)
  const content = {
    campaignId: Number(campaign.id),
    run: 1,
    userId: o.userId,
    campaignName: 'Tracked campaign',
    email: {
      id: Number(email.id),
      subject: 'Our news',
      fromName: 'News',
      fromEmail: 'news@example.com',
      replyToName: '',
      replyToEmail: '',
      contentType: 'Both',
      html,
      plain: 'Our news in plain text',
      preheader: '',
    },
    links: Object.fromEntries(links.map((l) => [l.url, l.linkId])),
    user: {},
    mergeTagAliases: {},
    customHeaders: [],
  };
  await query(`INSERT INTO "campaigns"."campaign_run" ("campaign_id", "run", "content", "snapshot_done") VALUES ($1, 1, $2, true)`, [
    campaign.id,
    JSON.stringify(content),
  ]);
  return { campaignId: Number(campaign.id), emailId: Number(email.id), recipients, links };
}
