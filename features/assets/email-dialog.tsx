import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { SendEmailType } from '@/api/account/contract-email';
import { useFetchCrmEmailQuery, useSendStatementMutation } from '@/api/account/endpoints-assets';
import { readError } from '@/api/core/outcome';
import { WarningDialog } from '@/shared/components/dialogs';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { ROUTES } from '@/shared/routing';
import { Button, Dialog, showToast } from '@/shared/ui';
import { isEmailChange } from '@/shared/validation';

import { ConsignmentAddress } from './consignment-address';
import { emailFieldError, maskEmail } from './email-rules';
import { EMAIL_TEXT as E } from './texts';

export interface EmailDialogProps {
  type: SendEmailType | null;
  /**
   * Direct-sales users send to the address on file; Registered (consignment) users too, or type another,
   * which becomes the one on file with the SMS second factor.
   */
  variant: 'direct' | 'consignment';
  isNaturalPerson: boolean;
  onClose: () => void;
}

/**
 * The send-e-mail dialogs (spec §2, §5, §6): the direct-sales confirmation (or, without an address on file,
 * the way to 个人信息; organisations to the counter) and the consignment one: the address on file, or another
 * typed with its checks and the SMS second factor (consignment-address.tsx). Both
 * show the sends left today; the daily limit (400037) opens a dialog with the server's message.
 */
export function EmailDialog({ type, variant, isNaturalPerson, onClose }: EmailDialogProps) {
  const navigate = useNavigate();
  const info = useFetchCrmEmailQuery(undefined, { skip: type === null });
  const [send, sending] = useSendStatementMutation();
  const [email, setEmail] = useState('');
  const [changing, setChanging] = useState(false);
  const [askSms, setAskSms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<string | null>(null);
  const onFile = info.data?.email ?? null;
  useEffect(() => {
    setEmail('');
    setChanging(false);
    setAskSms(false);
    setError(null);
  }, [onFile, type]);
  // Consignment: the address on file unless another is typed (always when none is on file).
  const typing = variant === 'consignment' && info.data !== undefined && (!onFile || changing);

  const submit = async (ticket?: string) => {
    if (!type || sending.isLoading) return;
    const typed = email.trim();
    if (typing) {
      const problem = emailFieldError(email, 'send');
      if (problem) return setError(problem);
      // Another address becomes the one on file: the SMS second factor first (its ticket goes with the send).
      if (isEmailChange(onFile, typed) && !ticket) return setAskSms(true);
    }
    setAskSms(false);
    const answer = await send(typing ? { type, email: typed, ...(ticket ? { ticket } : {}) } : { type });
    if ('data' in answer && answer.data !== undefined) {
      showToast(E.sent(answer.data), 'success');
      return onClose();
    }
    const failure = readError(answer.error);
    if (failure.state === RESPONSE_STATE.EMAIL_SEND_LIMIT) {
      setLimit(failure.message ?? E.failed);
      return onClose();
    }
    setError(failure.message ?? E.failed);
  };

  const left = info.data ? <p className="gz-assets-email__left">{E.sendsLeft(info.data.sendsLeft)}</p> : null;
  const blocked = !isNaturalPerson || (variant === 'direct' && info.data && !onFile);
  const footer = blocked ? (
    <>
      <Button onClick={onClose}>{E.cancel}</Button>
      {isNaturalPerson && (
        <Button type="primary" onClick={() => void navigate(ROUTES.modifyInfo)}>
          {E.goModify}
        </Button>
      )}
    </>
  ) : (
    <>
      <Button onClick={onClose}>{E.cancel}</Button>
      <Button type="primary" loading={sending.isLoading} disabled={askSms} onClick={() => void submit()}>
        {sending.isLoading ? E.sending : E.send}
      </Button>
    </>
  );

  return (
    <>
      <Dialog
        open={type !== null}
        title={type ? E.title[type] : ''}
        size="tiny"
        onClose={onClose}
        footer={footer}
      >
        {!isNaturalPerson ? (
          <p>{E.organisation}</p>
        ) : variant === 'direct' ? (
          <p>{info.data ? (onFile ? E.directConfirm(maskEmail(onFile)) : E.noEmail) : '…'}</p>
        ) : info.data ? (
          <ConsignmentAddress
            onFile={onFile}
            changing={changing}
            email={email}
            askSms={askSms}
            onChanging={(next) => {
              setChanging(next);
              setEmail('');
              setError(null);
            }}
            onEmail={(value) => {
              setEmail(value);
              setError(null);
            }}
            onBlur={() => setError(emailFieldError(email, 'blur'))}
            onTicket={(ticket) => void submit(ticket)}
          />
        ) : (
          <p>…</p>
        )}
        {/* Always there (empty when fine): a message appearing on blur must not move the 发送 being clicked. */}
        <p role="alert" className="gz-assets-email__error">
          {error ?? ''}
        </p>
        {!blocked && left}
      </Dialog>
      <WarningDialog
        open={limit !== null}
        title={E.limitTitle}
        message={limit ?? ''}
        onClose={() => setLimit(null)}
      />
    </>
  );
}
