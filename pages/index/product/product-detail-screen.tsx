import { useSearchParams } from 'react-router-dom';

import { FundDetail } from '@/features/fund';

/** 产品详情 (spec §2: the public product-detail page, query productCode), open without a session. */
export function ProductDetailScreen() {
  const [params] = useSearchParams();
  const productCode = params.get('productCode') ?? '';
  return <FundDetail key={productCode} productCode={productCode} />;
}
