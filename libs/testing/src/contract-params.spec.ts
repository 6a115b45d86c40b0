import { COMMANDS, findLegacyCommand } from '@mail/contracts';

import { allContractParamNames, contractParamNames } from './contract-params';

describe(contractParamNames.name, () => {
  const command = (name: string) => {
    const found = findLegacyCommand(name);
    if (!found) throw new Error(name);
    return found;
  };

  it("is the command's declared parameters with the aliases their descriptions name, lower-cased", () => {
    expect(contractParamNames(command('List.Create'))).toEqual(expect.arrayContaining(['subscriberlistname', 'listname', 'name']));
    expect(contractParamNames(command('CustomField.Create'))).toEqual(expect.arrayContaining(['defaultvalue', 'fielddefaultvalue', 'validationmethod']));
    expect(contractParamNames(command('Subscriber.Get'))).toEqual(expect.arrayContaining(['emailaddress', 'subscriberid']));
    // User.Update's new APIKey is a parameter too, but a hostile one would stop the request at the edge
    expect(contractParamNames(command('User.Update'))).not.toContain('apikey');
  });

  it('gathers the names of many commands once each', () => {
    const all = allContractParamNames(COMMANDS.filter((c) => c.service === 'accounts' || c.service === 'lists'));
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['listid', 'subscriberlistid', 'rulesjson', 'customfields', 'emailaddresses', 'username', 'jobid', 'csv']));
  });
});
