import { useId } from 'react';

import { ListCards, ListCard, type CardFigure } from '@/shared/components/list-card';
import { RiskTag } from '@/shared/components/risk-tag';
import { NEW_WINDOW_TEXT } from '@/shared/config';

import { FundBuyButton } from './buy-button';
import { fundRow, type FundRow, type FundRowSource } from './cells';
import { FundDetailLink } from './fund-detail-link';
import { FUND_LIST_TEXT as T, type FundTableProps } from './fund-list-parts';
import { WITHHELD_TEXT, WithheldNotice } from './withheld-notice';

/** What decides on a phone: the NAV (or 七日年化), the year's return and the minimum. */
function figuresOf(row: FundRow): CardFigure[] {
  return [
    { label: row.valueLabel, value: row.valueFigure, note: row.valueNote },
    { label: T.year, value: row.rates.year.text, sign: row.rates.year.trend },
    { label: T.minFirst, value: row.minFirst },
  ];
}

/** The fund list on a phone: a card per fund with its type, risk, NAV or 七日年化, a return and 购买. */
export function FundCards<T extends FundRowSource>({
  items,
  loading,
  buyButton,
  onBuy,
  checkingCode,
  isNaturalPerson = true,
}: FundTableProps<T>) {
  const newWindowId = useId();
  const withheld = items?.some((item) => item.figuresWithheld);
  const note = loading && !items ? T.loading : !items || items.length === 0 ? T.empty : undefined;
  return (
    <>
      {withheld && <p className="gz-fund-why">{WITHHELD_TEXT.why}</p>}
      <ListCards label={T.caption} note={note} busy={loading}>
        {items?.map((item) => {
          const row = fundRow(item);
          return (
            <ListCard
              key={row.code}
              label={row.name}
              title={
                row.detailUrl ? (
                  <FundDetailLink href={row.detailUrl} name={row.name} describedBy={newWindowId} />
                ) : (
                  row.name
                )
              }
              subtitle={`${row.code} · ${row.category} · ${row.status}`}
              badge={<RiskTag level={row.riskLevel} />}
              figures={item.figuresWithheld ? [{ label: T.minFirst, value: row.minFirst }] : figuresOf(row)}
              actions={
                <FundBuyButton
                  name={row.name}
                  button={buyButton(item)}
                  checking={checkingCode === row.code}
                  idle={checkingCode === null}
                  onBuy={() => onBuy(item)}
                />
              }
            >
              {item.figuresWithheld && (
                <WithheldNotice reason={item.figuresWithheld} isNaturalPerson={isNaturalPerson} />
              )}
            </ListCard>
          );
        })}
      </ListCards>
      <span id={newWindowId} hidden>
        {NEW_WINDOW_TEXT}
      </span>
    </>
  );
}
