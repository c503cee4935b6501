import { publicSiteUrl } from '@/shared/config';
import { productDetailUrl } from '@/shared/routing';

describe('the official site’s pages', () => {
  it('are the local stand-in’s in the local build; a product’s detail page is the portal’s own, by its productCode', () => {
    expect(productDetailUrl('970031')).toBe('/index.html#/product/detail?productCode=970031');
    expect(productDetailUrl('a&b')).toBe('/index.html#/product/detail?productCode=a%26b');
    expect(publicSiteUrl('register')).toBe('/__dev/site/register');
  });

  it('are on the environment’s official site in the others', () => {
    const saved = process.env.APP_ENV;
    process.env.APP_ENV = 'prd';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const config = require('@/shared/config') as typeof import('@/shared/config');
        expect(config.publicSiteUrl('investmentInfo')).toBe('https://www.gzzg.com.cn/investment-info');
      });
    } finally {
      process.env.APP_ENV = saved;
    }
  });
});
