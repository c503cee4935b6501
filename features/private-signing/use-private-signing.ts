import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

import { useVerifyTradePasswordMutation } from '@/api/account/endpoints';
import type { ContractTemplateData } from '@/api/contract/contract';
import {
  useLazyFetchContractFilesQuery,
  useLazyFetchContractTemplateQuery,
  useLazyFetchDeclarationQuery,
  useLazyFetchRiskAnnounceTemplateQuery,
  useLazyVerifyContractQuery,
  useMarkContractReadMutation,
  useSignContractMutation,
  useSignRiskAnnounceMutation,
  useSubmitDeclarationMutation,
} from '@/api/contract/endpoints';
import { type Outcome, readError, succeed } from '@/api/core/outcome';
import { useLazyFetchEngagementStatusQuery, useSignEngagementMutation } from '@/api/engagement/endpoints';
import { useEncryptPasswords } from '@/features/encryption';

import { signingCall, signingTransition, startSigning, type SigningEvent } from './machine';
import type { FundToSign, SigningFailure } from './types';

/** Every call is quiet: the flow shows its own dialog for each failure. */
const QUIET = { silent: true } as const;
type Answer<T> = { data?: T; error?: unknown };

function failureOf(error: unknown): SigningFailure {
  const failure = readError(error);
  return { state: failure.state, message: failure.message, silent: failure.silent };
}

/**
 * Runs the private signing for one fund: makes the call each waiting step names, records each confirmed
 * dialog, and reports the end (`onEnd(true)` signed, `onEnd(false)` cancelled).
 */
export function usePrivateSigning(fund: FundToSign, onEnd: (signed: boolean) => void) {
  const [state, send] = useReducer(signingTransition, fund, startSigning);
  const encrypt = useEncryptPasswords();
  const [verifyTradePassword] = useVerifyTradePasswordMutation();
  const [fetchEngagement] = useLazyFetchEngagementStatusQuery();
  const [signEngagement] = useSignEngagementMutation();
  const [fetchContract] = useLazyFetchContractTemplateQuery();
  const [fetchFiles] = useLazyFetchContractFilesQuery();
  const [fetchRisk] = useLazyFetchRiskAnnounceTemplateQuery();
  const [signRisk] = useSignRiskAnnounceMutation();
  const [markRead] = useMarkContractReadMutation();
  const [fetchDeclaration] = useLazyFetchDeclarationQuery();
  const [submitDeclaration] = useSubmitDeclarationMutation();
  const [verifyContract] = useLazyVerifyContractQuery();
  const [signContract] = useSignContractMutation();
  const end = useRef(onEnd);
  useLayoutEffect(() => {
    end.current = onEnd;
  });

  useEffect(() => {
    const call = signingCall(state);
    if (!call) return undefined;
    let live = true;
    const answer = <T>(result: Answer<T>, ok: (data: T) => SigningEvent) => {
      if (!live) return;
      send(
        result.error !== undefined
          ? { type: 'CALL_FAILED', failure: failureOf(result.error) }
          : ok(result.data as T),
      );
    };
    const query = { fundCode: state.fund.fundCode, ...QUIET };
    if (call === 'engagementStatus')
      void fetchEngagement(QUIET).then((result) =>
        answer(result, (data) => ({
          type: 'ENGAGEMENT_CHECKED',
          signed: data.signed === '1',
          url: data.filePath,
          fileName: data.fileName,
        })),
      );
    if (call === 'contractTemplate')
      void (async () => {
        // A plan without its disclosure stops before its contract is shown (the files list notes no reading).
        const listing = fetchFiles(query);
        const files = await listing;
        // Read once: a later signature (which renews the list) need not fetch it again here.
        listing.unsubscribe();
        if (files.error === undefined && !files.data?.some((file) => file.kind === 'riskDisclosure')) {
          answer(files, () => ({ type: 'CONTRACT_LOADED', document: null, riskMissing: true }));
          return;
        }
        const result = files.error === undefined ? await fetchContract(query) : files;
        answer(result as Answer<ContractTemplateData>, (data) => ({
          type: 'CONTRACT_LOADED',
          document: data && { ...data, url: data.path },
        }));
      })();
    if (call === 'riskTemplate')
      void fetchRisk(query).then((result) =>
        answer(result, (data) => ({
          type: 'RISK_LOADED',
          document: data && { ...data, url: data.riskAnnounceMouldFilePath },
        })),
      );
    if (call === 'declaration')
      void fetchDeclaration(query).then((result) =>
        answer(result, (items) => ({ type: 'DECLARATION_LOADED', items })),
      );
    if (call === 'sign')
      void (async () => {
        const verified = await verifyContract(query);
        const signed =
          verified.error === undefined && verified.data
            ? await signContract({
                fundCode: state.fund.fundCode,
                type: '1',
                token: verified.data.token,
                ...QUIET,
              })
            : verified;
        if (!live) return;
        send(
          signed.error !== undefined
            ? { type: 'SIGN_FAILED', failure: failureOf(signed.error) }
            : { type: 'SIGNED' },
        );
      })();
    return () => {
      live = false;
    };
  }, [
    state,
    fetchEngagement,
    fetchContract,
    fetchFiles,
    fetchRisk,
    fetchDeclaration,
    verifyContract,
    signContract,
  ]);

  useEffect(() => {
    if (!('submitting' in state) || !state.submitting) return;
    const record = (result: Answer<unknown>) =>
      send(
        result.error !== undefined
          ? { type: 'RECORD_FAILED', failure: failureOf(result.error) }
          : { type: 'RECORDED' },
      );
    if (state.step === 'engagement') void signEngagement(QUIET).then(record);
    if (state.step === 'contract' || state.step === 'risk')
      void markRead({ readingId: state.document.readingId, ...QUIET }).then(record);
    if (state.step === 'risk-sign') void signRisk({ fundCode: state.fund.fundCode, ...QUIET }).then(record);
    if (state.step === 'declaration')
      void submitDeclaration({ fundCode: state.fund.fundCode, items: state.ticked, ...QUIET }).then(record);
  }, [state, signEngagement, markRead, signRisk, submitDeclaration]);

  useEffect(() => {
    if (state.step === 'signed') end.current(true);
    if (state.step === 'cancelled') end.current(false);
  }, [state.step]);

  /** Step 1: the trade password (encrypted like the login password); a refusal shows under the field. */
  const submitPassword = useCallback(
    async (password: string): Promise<Outcome> => {
      const encrypted = await encrypt({ password });
      if (!encrypted.ok) return encrypted;
      const verified = await verifyTradePassword({ password: encrypted.value.password, ...QUIET });
      return verified.error !== undefined ? readError(verified.error) : succeed(null);
    },
    [encrypt, verifyTradePassword],
  );

  return { state, send, submitPassword };
}
