import { feePreview, type FeeQuote } from './fee';
import './order.css';

const FEE_TEXT = {
  label: '手续费',
  listFee: '原手续费',
  loading: '正在计算…',
  none: '--',
} as const;

export interface FeePreviewLineProps {
  quote: FeeQuote | undefined;
  loading?: boolean;
}

/** 手续费 15.00元 (0.15%) beside the struck-through list fee 150.00元 (1.50%) when discounted. */
export function FeePreviewLine({ quote, loading }: FeePreviewLineProps) {
  const preview = quote && feePreview(quote);
  let body;
  if (loading) body = <span role="status">{FEE_TEXT.loading}</span>;
  else if (!preview) body = FEE_TEXT.none;
  else
    body = (
      <>
        <strong className="gz-order-fee__fee">
          {preview.fee}
          {preview.rate && `（${preview.rate}）`}
        </strong>
        {preview.listFee && (
          <del className="gz-order-fee__list">
            <span className="gz-visually-hidden">{FEE_TEXT.listFee}</span>
            {preview.listFee}
            {preview.listRate && `（${preview.listRate}）`}
          </del>
        )}
      </>
    );
  return (
    <div className="gz-order-fee">
      <span className="gz-order__label">{FEE_TEXT.label}</span>
      <span className="gz-order-fee__value" aria-live="polite">
        {body}
      </span>
    </div>
  );
}
