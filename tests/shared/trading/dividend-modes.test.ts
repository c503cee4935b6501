import { dividendModesOf } from '@/shared/trading';

/** The one statement of the dividend modes a fund offers: the redeem page offers them, the back office checks them. */
describe('the dividend modes of a fund', () => {
  it('are reinvestment only for a money-market fund, cash first (the default) for every other', () => {
    expect(dividendModesOf('1')).toEqual(['0']);
    expect(dividendModesOf('2')).toEqual(['1', '0']);
    expect(dividendModesOf('8')).toEqual(['1', '0']);
  });
});
