import { gatewayEventOf } from './gateway-events';

describe('gatewayEventOf', () => {
  it('reads either spelling in any case', () => {
    expect([gatewayEventOf(' Bounce '), gatewayEventOf('CLICKED'), gatewayEventOf('delivered')]).toEqual(['bounce', 'click', 'delivery']);
  });

  it('reads names like Object.prototype members as no event', () => {
    expect(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'].map(gatewayEventOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
