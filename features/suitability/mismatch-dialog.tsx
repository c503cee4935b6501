import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_TEXT, MISMATCH_TEXT, mismatchStatement } from './dialog-texts';
import type { MismatchKind, SuitabilityVerdict } from './types';

/** What the comparison dialogs put side by side, in words (labels already resolved). */
export interface ComparisonFacts {
  investorRisk: string;
  fundRisk: string;
  investorHorizon: string | null;
  productHorizon: string | null;
  investorVarieties: string | null;
  productVarieties: string | null;
}

const ITEMS: Readonly<Record<string, [keyof ComparisonFacts, keyof ComparisonFacts]>> = {
  risk: ['investorRisk', 'fundRisk'],
  investmentTime: ['investorHorizon', 'productHorizon'],
  investmentVarieties: ['investorVarieties', 'productVarieties'],
};

/** The facts as the server worded them in buyVerify, over what the page knew before (`known`). */
export function comparisonFacts(known: ComparisonFacts, verdict?: SuitabilityVerdict): ComparisonFacts {
  const facts = { ...known };
  for (const row of verdict?.comparisons ?? []) {
    const sides = ITEMS[row.item];
    if (!sides) continue;
    facts[sides[0]] = row.investorValue;
    facts[sides[1]] = row.productValue;
  }
  return facts;
}

const SIDES: Readonly<Record<MismatchKind, [keyof ComparisonFacts, keyof ComparisonFacts]>> = {
  risk: ['investorRisk', 'fundRisk'],
  horizon: ['investorHorizon', 'productHorizon'],
  varieties: ['investorVarieties', 'productVarieties'],
};

export interface MismatchDialogProps {
  kind: MismatchKind;
  fundName: string;
  facts: ComparisonFacts;
  submitting: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 6: one comparison that does not match; the investor confirms it in writing or stops. */
export function MismatchDialog({ kind, fundName, facts, ...rest }: MismatchDialogProps) {
  const text = MISMATCH_TEXT[kind];
  const [mine, theirs] = SIDES[kind];
  return (
    <ConfirmDialog title={text.title} statement={mismatchStatement(kind, fundName)} {...rest}>
      <dl className="gz-suitability__compare">
        <div>
          <dt>{text.investor}</dt>
          <dd>{facts[mine] || CONFIRM_TEXT.notProvided}</dd>
        </div>
        <div>
          <dt>{text.product}</dt>
          <dd>{facts[theirs] || CONFIRM_TEXT.notProvided}</dd>
        </div>
      </dl>
      <p className="gz-suitability__warning">{text.warning}</p>
    </ConfirmDialog>
  );
}
