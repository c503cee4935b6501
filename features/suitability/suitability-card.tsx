import { useState } from 'react';

import { SectionTitle } from '@/features/trade-kit';
import { TermList } from '@/shared/components/term-list';
import { indexRouteUrl, ROUTES } from '@/shared/routing';
import { SUITABILITY_MATCH_TEXT } from '@/shared/trading';

import type { SuitabilityCard as CardModel } from './card';

import './suitability-card.css';

const CARD_LABELS = {
  title: '适当性匹配',
  investor: '您的风险承受能力',
  expiry: '测评有效期至',
  fund: '产品风险等级',
  riskLink: '查看风险测评',
  reasons: (count: number) => `匹配说明（${count}条）`,
  verdict: { match: '匹配', mismatch: '不匹配', blocked: '不能购买', professional: '专业投资者' },
} as const;

/**
 * While the checks run, the reasons' place in their usual shape (the validity, the three comparisons and the
 * decision, as the back office words them), drawn as grey bars: the fee table and the form below do not move
 * when the verdict arrives.
 */
const REASONS_SKELETON = [
  '您的风险测评结果为C3（稳健型），有效期至2027-01-01',
  '产品风险等级R3（中风险）未超过您的风险承受能力C3（稳健型），风险等级匹配',
  '产品建议持有期限为1-5年，未超过您计划的投资期限1-5年，投资期限匹配',
  '产品投资品种为权益类（股票、混合型基金、股票型基金等），在您选择的投资品种之内，投资品种匹配',
  SUITABILITY_MATCH_TEXT,
] as const;

/** A phone's width: the card there keeps a matching verdict's reasons one tap away (issue 38 item 6). */
const PHONE = '(max-width: 600px)';
const onPhone = () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE).matches;

/**
 * Beyond the spec: the investor's C-level and its expiry against the fund's R-level, with the server's reasons.
 * On a phone, when the verdict is a match, the reasons fold under 匹配说明 so that the amount box comes up
 * near the top; a mismatch or a refusal keeps them open.
 */
export function SuitabilityCardView({ card }: { card: CardModel }) {
  const [folded] = useState(onPhone);
  const fold = folded && (card.verdict === 'match' || card.verdict === 'professional');
  const reasons = (
    <ul className="gz-suitability-card__reasons">
      {card.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
  return (
    <section
      className={`gz-suitability-card${card.verdict ? ` is-${card.verdict}` : ''}`}
      aria-labelledby="gz-suitability-card-title"
    >
      <SectionTitle id="gz-suitability-card-title">
        {CARD_LABELS.title}
        {card.verdict && (
          <span className="gz-suitability-card__verdict">{CARD_LABELS.verdict[card.verdict]}</span>
        )}
      </SectionTitle>
      <TermList
        className="gz-suitability-card__facts"
        rows={[
          [CARD_LABELS.investor, card.investorLevel],
          [CARD_LABELS.expiry, card.expiry],
          [CARD_LABELS.fund, card.fundLevel],
        ]}
      />
      {card.checking && folded ? (
        // On a phone a match (the usual verdict) folds its reasons: the skeleton is the fold's line, so the
        // fee table and the form do not jump up when the verdict arrives (CLS 0.073 on Lighthouse's phone).
        <div className="gz-suitability-card__more" aria-hidden="true">
          <p className="gz-suitability-card__more-skeleton">
            <span className="gz-skeleton-text">{CARD_LABELS.reasons(REASONS_SKELETON.length)}</span>
          </p>
        </div>
      ) : card.checking ? (
        <ul className="gz-suitability-card__reasons" aria-hidden="true">
          {REASONS_SKELETON.map((reason) => (
            <li key={reason}>
              <span className="gz-skeleton-text">{reason}</span>
            </li>
          ))}
        </ul>
      ) : fold ? (
        <details className="gz-suitability-card__more">
          <summary>{CARD_LABELS.reasons(card.reasons.length)}</summary>
          {reasons}
        </details>
      ) : (
        reasons
      )}
      {/* Beyond the spec: the level and its test are one click away (a plain link: the card needs no router). */}
      <a className="gz-suitability-card__link" href={indexRouteUrl(ROUTES.riskLevel)}>
        {CARD_LABELS.riskLink}
      </a>
    </section>
  );
}
