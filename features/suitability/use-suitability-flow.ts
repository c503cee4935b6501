import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

import { useLazyFetchInfoPublishQuery } from '@/api/agreement/endpoints-info-publish';
import { useSignNoticeMutation } from '@/api/agreement/endpoints-notice';
import type { BuyBusinessType, ProductCategory } from '@/api/core/contract-trading';
import { readError } from '@/api/core/outcome';
import {
  useLazyFetchAgreementSignedQuery,
  useLazyValidateTradeTimeQuery,
  useLazyVerifyPurchaseQuery,
} from '@/api/order/endpoints';

import { INITIAL_SUITABILITY_STATE, type Run, type SuitabilityEvent, transition } from './machine';
import { pendingCall, pendingConfirmation } from './selectors';
import type { CallFailure, FundUnderCheck, InvestorUnderCheck, ProductSummary } from './types';

/** The fund as the chain's calls need it (the list item or the quote carries all of it). */
export interface FundToBuy extends FundUnderCheck {
  productCategory: ProductCategory;
  businessType: BuyBusinessType;
}

/** A run started by this hook: its fund has what the calls need. */
type RunToBuy = Run & { fund: FundToBuy };

type Answer<T> = { data?: T; error?: unknown };

/** Every chain call is quiet: the chain shows its own dialog for each failure (no toast on top of it). */
const QUIET = { silent: true } as const;

function failureOf(error: unknown): CallFailure {
  const failure = readError(error);
  return { state: failure.state, message: failure.message, silent: failure.silent };
}

/**
 * Runs the purchase verification: makes the call each waiting step names and answers the machine with
 * its outcome. `onDone` gets the passed run (navigate to the order, or carry on on the order page).
 */
export function useSuitabilityFlow(onDone: (run: Run) => void) {
  const [state, send] = useReducer(transition, INITIAL_SUITABILITY_STATE);
  const [validateTradeTime] = useLazyValidateTradeTimeQuery();
  const [verifyPurchase] = useLazyVerifyPurchaseQuery();
  const [fetchAgreementSigned] = useLazyFetchAgreementSignedQuery();
  const [fetchInfoPublish] = useLazyFetchInfoPublishQuery();
  const [signNotice] = useSignNoticeMutation();
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    const call = pendingCall(state);
    if (!call || !('run' in state)) return undefined;
    // Each waiting state is one object until its answer arrives: one call per step, and an answer that
    // comes back after the state moved on (a cancelled or restarted run) is dropped.
    let live = true;
    const answer = <T>(result: Answer<T>, ok: (data: T) => SuitabilityEvent) => {
      if (!live) return;
      send(
        result.error !== undefined
          ? { type: 'CALL_FAILED', failure: failureOf(result.error) }
          : ok(result.data as T),
      );
    };
    const { fundCode, businessType, productCategory } = (state.run as RunToBuy).fund;
    const query = { fundCode, businessType, ...QUIET };
    if (call === 'tradeTime')
      void validateTradeTime({ ...query, productCategory }).then((result) =>
        answer(result, (data) => ({
          type: 'TRADE_TIME_CHECKED',
          isTrade: data.valid,
          message: data.reason ?? undefined,
        })),
      );
    if (call === 'buyVerify')
      void verifyPurchase(query).then((result) =>
        answer(result, (verdict) => ({ type: 'VERIFIED', verdict })),
      );
    if (call === 'agreementSigned')
      void fetchAgreementSigned(query).then((result) =>
        answer(result, (status) => ({ type: 'AGREEMENT_CHECKED', status })),
      );
    if (call === 'infoPublish')
      void fetchInfoPublish({ fundCode, fundBusinessCode: businessType, ...QUIET }).then((result) =>
        answer(result, (notices) => ({ type: 'SUMMARY_LOADED', summary: summaryOf(notices) })),
      );
    return () => {
      live = false;
    };
  }, [state, validateTradeTime, verifyPurchase, fetchAgreementSigned, fetchInfoPublish]);

  useEffect(() => {
    const confirmation = pendingConfirmation(state);
    if (!confirmation || !('run' in state)) return;
    // Comparisons and the high-risk and special-care notices are recorded with the order itself (its
    // confirmations: statement, version, words, time of the press); the summary's reading is signed now.
    if (confirmation.kind !== 'summary') {
      send({ type: 'RECORDED' });
      return;
    }
    const { fundCode, businessType } = (state.run as RunToBuy).fund;
    void signNotice({
      fundCode,
      fundBusinessCode: businessType,
      noticeCode: confirmation.summary.noticeCode,
      ...QUIET,
    }).then((result) =>
      send(
        result.error !== undefined
          ? { type: 'RECORD_FAILED', failure: failureOf(result.error) }
          : { type: 'RECORDED' },
      ),
    );
  }, [state, signNotice]);

  useEffect(() => {
    if (state.step === 'done') done.current(state.run);
  }, [state]);

  const start = useCallback(
    (fund: FundToBuy, investor: InvestorUnderCheck) => send({ type: 'START', fund, investor }),
    [],
  );
  return { state, send, start };
}

/** The first notice to read: one not yet signed, else the first; null when the back office has none. */
function summaryOf(
  notices: readonly { noticeCode: string; fileName: string; filePath: string; signed: string }[],
): ProductSummary | null {
  const notice = notices.find((item) => item.signed !== '1') ?? notices[0];
  return notice ? { noticeCode: notice.noticeCode, fileName: notice.fileName, url: notice.filePath } : null;
}
