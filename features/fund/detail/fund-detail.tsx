import { useState } from 'react';
import { Link } from 'react-router-dom';

import { readError, failureText } from '@/api/core/outcome';
import { useFetchFundDocumentsQuery } from '@/api/fund/endpoints-documents';
import { useFetchFundQuoteQuery } from '@/api/fund/endpoints-list';
import { ROUTES } from '@/shared/routing';

import { WITHHELD_TEXT, WithheldNotice } from '../withheld-notice';
import { FundDocumentList } from './fund-documents';
import { FundFacts } from './fund-facts';
import { FundFees } from './fund-fees';
import { NavHistory } from './nav-history';
import { DETAIL_TEXT as T, type NavRange } from './texts';
import './fund-detail.css';

/** A fund code as the back office takes it: six digits. */
const FUND_CODE = /^[0-9]{6}$/;

function Refusal({ text }: { text: string }) {
  return (
    <section className="gz-app-card gz-fund-detail__section">
      <p role="alert">{text}</p>
      <Link to={ROUTES.purchase}>{T.toList}</Link>
    </section>
  );
}

/**
 * 产品详情 (基金档案) of one fund: its facts, NAV history, fees and documents. Open to anyone: a private plan's
 * figures, fees and documents only to whom the back office gives them (figuresWithheld says why not).
 */
export function FundDetail({ productCode }: { productCode: string }) {
  return (
    <div className="gz-fund-detail">
      <h1 className="gz-fund-detail__title">{T.title}</h1>
      <FundDetailBody productCode={productCode} />
    </div>
  );
}

function FundDetailBody({ productCode }: { productCode: string }) {
  const valid = FUND_CODE.test(productCode);
  const [range, setRange] = useState<NavRange>('3m');
  const quote = useFetchFundQuoteQuery({ fundCode: productCode, range, silent: true }, { skip: !valid });
  const archive = useFetchFundDocumentsQuery({ fundCode: productCode, silent: true }, { skip: !valid });
  if (!valid) return <Refusal text={T.badCode} />;
  const failure = quote.error ?? archive.error;
  if (failure) return <Refusal text={failureText(readError(failure), T.failed) ?? T.failed} />;
  const fund = quote.data ?? quote.currentData;
  if (!fund) return <p role="status">{T.loading}</p>;
  const withheld = fund.figuresWithheld;
  return (
    <>
      <h2 className="gz-fund-detail__name">
        {fund.fundName}
        <small>{fund.fundCode}</small>
      </h2>
      {withheld && (
        <p className="gz-fund-detail__withheld" role="note">
          {WITHHELD_TEXT.why} <WithheldNotice reason={withheld} />
        </p>
      )}
      <FundFacts fund={fund} manager={archive.data?.manager} />
      {!withheld && (
        <NavHistory
          navs={fund.navs}
          range={range}
          onRange={setRange}
          moneyMarket={fund.moneyMarket}
          loading={quote.isFetching}
        />
      )}
      <FundFees fundCode={fund.fundCode} raising={fund.fundStatus === '1'} archive={archive.data} />
      {archive.data && !archive.data.documentsWithheld && <FundDocumentList archive={archive.data} />}
    </>
  );
}
