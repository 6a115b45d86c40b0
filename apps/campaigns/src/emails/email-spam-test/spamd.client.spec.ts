import { parseSpamdReply, spamdAddress } from './spamd.client';

describe('spamd client', () => {
  it('reads the SPAMD reply of a REPORT', () => {
    const reply = 'SPAMD/1.1 0 EX_OK\r\nContent-length: 22\r\nSpam: True ; 7.4 / 5.0\r\n\r\n 3.1 MISSING_HEADERS x\r\n';
    expect(parseSpamdReply(reply)).toEqual({ isSpam: true, score: 7.4, threshold: 5, report: '3.1 MISSING_HEADERS x' });
    expect(parseSpamdReply('SPAMD/1.1 0 EX_OK\r\nSpam: False ; -0.5 / 5.0\r\n\r\n').isSpam).toBe(false);
  });

  it('refuses an error status or a reply of another protocol', () => {
    expect(() => parseSpamdReply('SPAMD/1.0 76 Bad header line\r\n\r\n')).toThrow('76');
    expect(() => parseSpamdReply('HTTP/1.1 200 OK\r\n\r\n')).toThrow('protocol');
  });

  it('reads SPAMD_URL spellings', () => {
    expect(spamdAddress('tcp://10.0.0.5:1783')).toEqual({ host: '10.0.0.5', port: 1783 });
    expect(spamdAddress('spamd.local')).toEqual({ host: 'spamd.local', port: 783 });
    expect(spamdAddress('127.0.0.1:783')).toEqual({ host: '127.0.0.1', port: 783 });
  });
});
