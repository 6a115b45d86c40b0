import { absoluteName, mergeRecords, relativeName } from './zone-records';

describe('mergeRecords', () => {
  const existing = [
    { type: 'TXT', name: 'shop.example', value: 'v=spf1 include:old.example ~all' },
    { type: 'TXT', name: 'shop.example', value: 'google-site-verification=abc' },
    { type: 'TXT', name: '_dmarc.shop.example', value: 'v=DMARC1; p=reject' },
    { type: 'CNAME', name: 'bounces.shop.example', value: 'old.example' },
    { type: 'MX', name: 'shop.example', value: 'mx.example', priority: 10 },
  ];

  it('replaces SPF, DKIM and DMARC in their slots and a CNAME at its name; other records stay', () => {
    const wanted = [
      { type: 'TXT', name: 'shop.example', value: 'v=spf1 include:_spf.gw ~all' },
      { type: 'CNAME', name: 'bounces.shop.example', value: 'bounces.gw' },
      { type: 'TXT', name: 'gw._domainkey.shop.example', value: 'v=DKIM1; k=rsa; p=AAA' },
    ];
    expect(mergeRecords(existing, wanted)).toEqual([existing[1], existing[2], existing[4], ...wanted]);
  });

  it('keeps an existing DMARC policy unless a DMARC record is written', () => {
    expect(mergeRecords(existing, [{ type: 'TXT', name: '_dmarc.shop.example', value: 'v=DMARC1; p=none' }])).not.toContainEqual(existing[2]);
    expect(mergeRecords(existing, [])).toEqual(existing);
  });
});

describe('relativeName / absoluteName', () => {
  it('uses @ for the apex', () => {
    expect(relativeName('shop.example', 'shop.example')).toBe('@');
    expect(relativeName('gw._domainkey.shop.example', 'shop.example')).toBe('gw._domainkey');
    expect(absoluteName('@', 'shop.example')).toBe('shop.example');
    expect(absoluteName('Bounces', 'shop.example')).toBe('bounces.shop.example');
  });
});
