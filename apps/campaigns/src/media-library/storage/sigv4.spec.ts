import { sha256Hex, signRequest, uriEncode } from './sigv4';

describe('AWS Signature V4', () => {
  // the worked example "GET Object" of the S3 API reference (Signature Version 4, header-based authentication)
  it("signs AWS's GET Object example to the documented signature", () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        now: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('encodes every byte but the unreserved ones, keeping / in paths', () => {
    expect(uriEncode('a b/ü~$', true)).toBe('a%20b/%C3%BC~%24');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});
