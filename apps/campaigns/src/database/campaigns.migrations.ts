import { CreateCampaignsSchema1796601600000 } from './migrations/1796601600000-CreateCampaignsSchema';
import { AddRecipientBounce1796605200000 } from './migrations/1796605200000-AddRecipientBounce';
import { CreateDeliveryTables1796606000000 } from './migrations/1796606000000-CreateDeliveryTables';
import { AddCampaignAutoResend1796688000000 } from './migrations/1796688000000-AddCampaignAutoResend';
import { AddAutomatedReportDueIndex1796774400000 } from './migrations/1796774400000-AddAutomatedReportDueIndex';
import { AddAbTestingAndAutoResend1796860800000 } from './migrations/1796860800000-AddAbTestingAndAutoResend';
import { CreateSendMonth1796860900000 } from './migrations/1796860900000-CreateSendMonth';
import { AddRunSpanAndConversions1796947200000 } from './migrations/1796947200000-AddRunSpanAndConversions';
import { CreateJourneyMail1797000000000 } from './migrations/1797000000000-CreateJourneyMail';
import { TrackJourneyMail1799100000000 } from './migrations/1799100000000-TrackJourneyMail';
import { JourneyMailBouncesAndViews1799300000000 } from './migrations/1799300000000-JourneyMailBouncesAndViews';
import { ApprovedCampaignsWithoutSchedule1799400000000 } from './migrations/1799400000000-ApprovedCampaignsWithoutSchedule';
import { CampaignEventTally1799460000000 } from './migrations/1799460000000-CampaignEventTally';
import { CreateEmailTemplates1799600000000 } from './migrations/1799600000000-CreateEmailTemplates';
import { CampaignExports1799700000000 } from './migrations/1799700000000-CampaignExports';
import { SplitTests1799700000001 } from './migrations/1799700000001-SplitTests';
import { UserEmailContentAndAttachments1799800000000 } from './migrations/1799800000000-UserEmailContentAndAttachments';
import { CreateMediaLibrary1799900000000 } from './migrations/1799900000000-CreateMediaLibrary';
import { CreateAutoresponders1800000000000 } from './migrations/1800000000000-CreateAutoresponders';
import { AutoresponderSendOccurrence1800480000000 } from './migrations/1800480000000-AutoresponderSendOccurrence';

/** The campaigns schema is changed only by these migrations, listed explicitly (the service kit runs them). */
export const CAMPAIGNS_MIGRATIONS = [
  CreateCampaignsSchema1796601600000,
  AddRecipientBounce1796605200000,
  CreateDeliveryTables1796606000000,
  AddCampaignAutoResend1796688000000,
  AddAutomatedReportDueIndex1796774400000,
  AddAbTestingAndAutoResend1796860800000,
  CreateSendMonth1796860900000,
  AddRunSpanAndConversions1796947200000,
  CreateJourneyMail1797000000000,
  TrackJourneyMail1799100000000,
  JourneyMailBouncesAndViews1799300000000,
  ApprovedCampaignsWithoutSchedule1799400000000,
  CampaignEventTally1799460000000,
  CreateEmailTemplates1799600000000,
  CampaignExports1799700000000,
  SplitTests1799700000001,
  UserEmailContentAndAttachments1799800000000,
  CreateMediaLibrary1799900000000,
  CreateAutoresponders1800000000000,
  AutoresponderSendOccurrence1800480000000,
];
