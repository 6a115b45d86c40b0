import { findLegacyCommand } from '@mail/contracts';
import { TokenSigner, parseKeyring } from '@mail/secrets';

import { Confirmations, effectOf, staticEffectOf } from './mcp-safety';

const command = (name: string) => findLegacyCommand(name)!;
const signer = () => new TokenSigner(parseKeyring(`t:${Buffer.alloc(32, 7).toString('base64')}`), 'mcp-confirm');

describe('MCP safety', () => {
  it.each([
    ['List.Get', 'read'],
    ['Subscribers.Get', 'read'],
    ['EmailGateway.GetDomains', 'read'],
    ['List.Create', 'write'],
    ['Subscriber.Update', 'write'],
    ['Lists.Delete', 'irreversible'],
    ['journey.enable', 'irreversible'],
    ['subscriber.journey.trigger', 'irreversible'],
    ['Campaign.Resume', 'irreversible'],
  ])('%s is a %s', (name, effect) => expect(staticEffectOf(command(name))).toBe(effect));

  it('a campaign made ready or scheduled is a send; other campaign edits are writes', () => {
    expect(effectOf(command('Campaign.Update'), { CampaignStatus: 'Ready' })).toBe('irreversible');
    expect(effectOf(command('Campaign.Update'), { campaignstatus: ' scheduled ' })).toBe('irreversible');
    expect(effectOf(command('Campaign.Update'), { CampaignStatus: 'Draft' })).toBe('write');
    expect(effectOf(command('Campaign.Create'), { CampaignName: 'x' })).toBe('write');
  });

  it('a confirmation stands for the exact call (key order and the token itself aside), once, for five minutes', () => {
    let now = 1_000_000;
    const confirmations = new Confirmations(signer(), () => now);
    const token = confirmations.issue('Lists.Delete', { Lists: 3, B: { y: 1, x: 2 } });
    expect(confirmations.redeem(token, 'Lists.Delete', { Lists: 4, B: { y: 1, x: 2 } })).toBe(false);
    expect(confirmations.redeem(token, 'Segments.Delete', { Lists: 3, B: { y: 1, x: 2 } })).toBe(false);
    expect(confirmations.redeem(token, 'Lists.Delete', { B: { x: 2, y: 1 }, Lists: 3, confirmationtoken: token })).toBe(true);
    expect(confirmations.redeem(token, 'Lists.Delete', { Lists: 3, B: { y: 1, x: 2 } })).toBe(false);

    const late = confirmations.issue('Lists.Delete', { Lists: 3 });
    now += 5 * 60_000 + 1;
    expect(confirmations.redeem(late, 'Lists.Delete', { Lists: 3 })).toBe(false);
    expect(confirmations.redeem(`${late}x`, 'Lists.Delete', { Lists: 3 })).toBe(false);
  });

  it('a token signed with another key is refused', () => {
    const other = new Confirmations(new TokenSigner(parseKeyring(`t:${Buffer.alloc(32, 9).toString('base64')}`), 'mcp-confirm'));
    expect(new Confirmations(signer()).redeem(other.issue('Lists.Delete', { Lists: 1 }), 'Lists.Delete', { Lists: 1 })).toBe(false);
  });
});
