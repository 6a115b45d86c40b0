import { SPEC_OPERATIONS } from '../spec-operations';
import { paramsOf } from '../request-params';
import { commandsIn } from '../define-command';
import * as campaigns from './index';
import { CampaignUpdate } from './campaign-update.command';
import { EmailUpdate } from './email-update.command';

const CAMPAIGNS_COMMANDS = commandsIn(campaigns);

const receiptCodes = (command: (typeof CAMPAIGNS_COMMANDS)[number]) => paramsOf(command.request!).flatMap((p) => p.rules.map((r) => r.code));

describe('campaigns command contracts', () => {
  it("are the spec's 25 campaigns operations and the vendor's operations built so far", () => {
    const spec = SPEC_OPERATIONS.filter(([, service]) => service === 'campaigns').map(([name]) => name);
    const vendor = [
      'tags.get',
      'tag.create',
      'tag.update',
      'tags.delete',
      'tag.assigntocampaigns',
      'tag.unassignfromcampaigns',
      'email.html2text',
      'personalization.gettags',
      // email templates (vendor-api.md section 4)
      'email.template.create',
      'email.template.get',
      'email.templates.get',
      'email.template.update',
      'email.template.delete',
      'useremailtemplate.create',
      'useremailtemplates.get',
      'useremailtemplate.get',
      'useremailtemplate.update',
      'useremailtemplate.delete',
      'useremailtemplate.copy',
      'useremailtemplate.copytouser',
      'useremailtemplate.preview',
      'media.browse',
      'media.upload',
      'media.retrieve',
      'media.delete',
      'media.foldercreate',
      'media.folderdelete',
      'email.render',
      'email.smtp.render',
      'email.delivery.test',
      'email.designpreview.create',
      'email.designpreview.delete',
      'email.designpreview.details',
      'email.designpreview.getlist',
      'attachment.delete',
      // administrators' campaign operations and monitoring (issue 32)
      'admin.campaign.batches',
      'admin.campaign.details',
      'admin.campaign.markfailed',
      'admin.campaign.processes',
      'admin.campaign.queue',
      'admin.campaign.sending-velocity',
      'admin.campaign.unstuck',
      'admin.campaigns.overview',
      'admin.campaigns.search',
      'admin.database.stats',
      'admin.email.get',
      'admin.processes.list',
      'user.emailcontent.get',
      'user.emailcontent.update',
      // campaign reads and split tests (vendor-api.md section 2)
      'campaign.recipients.get',
      'campaigns.archive.geturl',
      'campaigns.counts',
      'campaigns.export.post',
      'campaigns.export.get',
      'campaign.linkclicks.get',
      'campaign.recipients.activity.get',
      'campaign.abtest.get',
      'splittest.create',
      // autoresponders (vendor-api.md section 5)
      'autoresponder.create',
      'autoresponder.get',
      'autoresponders.get',
      'autoresponder.update',
      'autoresponders.copy',
      'autoresponders.delete',
      'autoresponders.acrosslists.get',
      'autoresponder.duplicate',
      'autoresponder.sendtest',
      'autoresponder.activity.get',
      'autoresponder.stats.window.get',
      // bounce intake (vendor-api.md section 16)
      'internal.bounce.register',
      'pmta.logfile.process',
    ];
    expect(CAMPAIGNS_COMMANDS.map((c) => c.name).sort()).toEqual([...spec, ...vendor].sort());
  });

  it('give every command a request DTO, an error style and its error codes', () => {
    const incomplete = CAMPAIGNS_COMMANDS.filter((c) => !c.request || !c.errors || !c.errorStyle).map((c) => c.name);
    expect(incomplete).toEqual([]);
  });

  it('list every code a request DTO answers among the codes of its command', () => {
    for (const c of CAMPAIGNS_COMMANDS) {
      const unlisted = receiptCodes(c).filter((code) => !(code in c.errors!));
      expect([c.name, unlisted]).toEqual([c.name, []]);
    }
  });

  it('document each parameter once', () => {
    for (const c of CAMPAIGNS_COMMANDS) {
      const names = paramsOf(c.request!).map((p) => p.name);
      expect([c.name, names.length]).toEqual([c.name, new Set(names).size]);
    }
  });

  it("check on receipt in the spec's order (automated_reports.create reports every missing parameter first)", () => {
    // the autoresponder commands answer a missing parameter by its name (legacy code 1 beside its other checks), in parameter order
    const byParameter = ['automated_reports.create', 'autoresponder.create', 'autoresponder.update'];
    for (const c of CAMPAIGNS_COMMANDS.filter((command) => !byParameter.includes(command.name))) {
      const codes = receiptCodes(c);
      expect([c.name, codes]).toEqual([c.name, [...codes].sort((a, b) => a - b)]);
    }
    // the text bounds last: 30 for each of Campaign.Update's 9 bounded texts and its tag names, 22 for Email.Update's 14
    expect(receiptCodes(CampaignUpdate)).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      8,
      9,
      10,
      11,
      12,
      13,
      14,
      15,
      17,
      18,
      21,
      22,
      23,
      24,
      25,
      26,
      28,
      28,
      28,
      29,
      ...Array<number>(10).fill(30),
    ]);
    expect(receiptCodes(EmailUpdate)).toEqual([1, 2, 4, 5, 9, 10, ...Array<number>(14).fill(22)]);
  });
});
