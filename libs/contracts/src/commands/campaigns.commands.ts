import { defineCommand } from '../define-command';

const service = 'campaigns' as const;
const user = 'user' as const;
const reports = { auth: user, service, permission: 'Campaigns.Get' };

export const CAMPAIGNS_COMMANDS = [
  defineCommand({ name: 'Email.Create', service, auth: user, summary: 'Create an empty email; returns EmailID.' }),
  defineCommand({ name: 'Email.Delete', service, auth: user, summary: 'Delete an email.' }),
  defineCommand({ name: 'Email.Duplicate', service, auth: user, summary: 'Copy an email.' }),
  defineCommand({ name: 'Email.EmailPreview', service, auth: user, summary: 'Send a real preview of an email.' }),
  defineCommand({ name: 'Email.Get', service, auth: user, summary: 'One email.' }),
  defineCommand({ name: 'Email.PersonalizationTags', service, auth: user, summary: 'Merge tags available for a scope.' }),
  defineCommand({ name: 'Email.SpamTest', service, auth: user, summary: 'Score an email for spam.' }),
  defineCommand({ name: 'Email.Update', service, auth: user, summary: 'Update an email.' }),
  defineCommand({ name: 'Emails.Get', service, auth: user, summary: "The caller's emails." }),
  defineCommand({ name: 'Campaign.Approve', service, auth: user, summary: 'Approve a campaign (to Ready).' }),
  defineCommand({ name: 'Campaign.Cancel', service, auth: user, summary: 'Cancel a campaign.' }),
  defineCommand({ name: 'Campaign.Copy', service, auth: user, summary: 'Copy a campaign (as Draft).' }),
  defineCommand({ name: 'Campaign.Create', service, auth: user, summary: 'Create a campaign (Draft).' }),
  defineCommand({ name: 'Campaign.Get', service, auth: user, permission: 'Campaigns.Get', summary: 'One campaign with statistics.' }),
  defineCommand({ name: 'Campaign.Pause', service, auth: user, summary: 'Pause a sending or ready campaign.' }),
  defineCommand({ name: 'Campaign.Resume', service, auth: user, summary: 'Resume a paused campaign.' }),
  defineCommand({ name: 'Campaign.Update', service, auth: user, summary: 'Update schedule, audience and content.' }),
  defineCommand({ name: 'Campaigns.Delete', service, auth: user, summary: 'Delete campaigns.' }),
  defineCommand({ name: 'Campaigns.Get', service, auth: user, permission: 'Campaigns.Get', summary: "The caller's campaigns." }),
  defineCommand({ name: 'automated_reports.create', ...reports, summary: 'Schedule an emailed performance report.' }),
  defineCommand({ name: 'automated_reports.update', ...reports, summary: 'Update an automated report.' }),
  defineCommand({ name: 'automated_reports.delete', ...reports, summary: 'Delete an automated report.' }),
  defineCommand({ name: 'automated_reports.get', ...reports, summary: 'One automated report.' }),
  defineCommand({ name: 'automated_reports.list', ...reports, summary: 'Automated reports, filtered.' }),
  defineCommand({ name: 'automated_reports.toggle', ...reports, summary: 'Enable or disable an automated report.' }),
];
