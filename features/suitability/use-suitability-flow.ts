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
import { type PendingCall, pendingCall, pendingConfirmation } from './selectors';
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

/** A call's answer as the machine's event: its own on success, CALL_FAILED with the failure else. */
function eventOf<T>(result: Answer<T>, ok: (data: T) => SuitabilityEvent): SuitabilityEvent {
  return result.error !== undefined
    ? { type: 'CALL_FAILED', failure: failureOf(result.error) }
    : ok(result.data as T);
}

/**
 * The checks asked together when a run starts (issue 38 item 9): the trade time, the suitability verdict and
 * the signing state follow one another with no dialog between them for most investors. Their order of display
 * holds: the machine still takes the answers one step at a time, and a run that stops early drops the rest.
 */
const ASKED_TOGETHER: readonly PendingCall[] = ['tradeTime', 'buyVerify', 'agreementSigned'];

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

  // The answers asked ahead: the checks that follow one another without a dialog between them are asked
  // together when a run starts (its first step is always the trade time), and each step takes its own.
  const ahead = useRef<Map<PendingCall, Promise<SuitabilityEvent>> | null>(null);

  useEffect(() => {
    const call = pendingCall(state);
    if (!call || !('run' in state)) {
      // A dialog (or the end) stands between: what comes after it is asked afresh.
      ahead.current = null;
      return undefined;
    }
    const { fundCode, businessType, productCategory } = (state.run as RunToBuy).fund;
    const query = { fundCode, businessType, ...QUIET };
    const ask = (pending: PendingCall): Promise<SuitabilityEvent> => {
      if (pending === 'tradeTime')
        return validateTradeTime({ ...query, productCategory }).then((result) =>
          eventOf(result, (data) => ({
            type: 'TRADE_TIME_CHECKED',
            isTrade: data.valid,
            message: data.reason ?? undefined,
          })),
        );
      if (pending === 'buyVerify')
        return verifyPurchase(query).then((result) =>
          eventOf(result, (verdict) => ({ type: 'VERIFIED', verdict })),
        );
      if (pending === 'agreementSigned')
        return fetchAgreementSigned(query).then((result) =>
          eventOf(result, (status) => ({ type: 'AGREEMENT_CHECKED', status })),
        );
      return fetchInfoPublish({ fundCode, fundBusinessCode: businessType, ...QUIET }).then((result) =>
        eventOf(result, (notices) => ({ type: 'SUMMARY_LOADED', summary: summaryOf(notices) })),
      );
    };
    if (call === 'tradeTime') ahead.current = new Map(ASKED_TOGETHER.map((next) => [next, ask(next)]));
    const early = ahead.current?.get(call);
    // Each waiting state is one object until its answer arrives: one answer per step, and an answer that
    // comes back after the state moved on (a cancelled or restarted run) is dropped.
    let live = true;
    void (early ?? ask(call)).then((event) => {
      if (live) send(event);
    });
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
