import { forgetFundSpecs } from '@/server/fund/funds';

import { signPrivate, zhouSignedForFile } from '../order/support-private';
import type { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

let server: TestServer;
let zhou: HttpClient;
zhouSignedForFile((s) => ({ server, browser: zhou } = s));

const signedStatus = async () =>
  (
    await zhou.get<{ statusCode: string }>(
      '/v1/order/agreementSigned?fundCode=980001&businessType=Purchase&t=1',
    )
  ).data.statusCode;
const filesSigned = async () =>
  (await zhou.get<Array<{ kind: string; signed: string }>>('/v1/contract?fundCode=980001&t=1')).data.map(
    (file) => [file.kind, file.signed],
  );

describe('a new version of a private contract (review P13)', () => {
  it('is signed again: a changed text leaves the old signature behind, signing it again counts', async () => {
    expect(await signedStatus()).toBe('1');
    expect(await filesSigned()).toEqual([
      ['contract', '1'],
      ['riskDisclosure', '1'],
    ]);
    // The manager changes the plan's terms: the contract and the disclosure print the new minimum.
    const ctx = server.app.portal;
    ctx.db.run("UPDATE fund_terms SET min_first = '500000' WHERE code = '980001'");
    forgetFundSpecs(ctx);
    expect(await signedStatus()).toBe('0');
    expect(await filesSigned()).toEqual([
      ['contract', '0'],
      ['riskDisclosure', '0'],
    ]);
    const again = await signPrivate(server, zhou, '980001');
    expect(again.state).toBe(200000);
    expect(await signedStatus()).toBe('1');
  });
});
