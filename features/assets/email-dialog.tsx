import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { SendEmailType } from '@/api/account/contract-email';
import { useFetchCrmEmailQuery, useSendStatementMutation } from '@/api/account/endpoints-assets';
import { readError } from '@/api/core/outcome';
import { WarningDialog } from '@/shared/components/dialogs';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { ROUTES } from '@/shared/routing';
import { Button, Dialog, showToast, TextInput } from '@/shared/ui';

import { emailFieldError, maskEmail } from './email-rules';
import { EMAIL_TEXT as E } from './texts';

export interface EmailDialogProps {
  type: SendEmailType | null;
  /** Registered (consignment) users type the address; direct-sales users send to the one on file. */
  variant: 'direct' | 'consignment';
  isNaturalPerson: boolean;
  onClose: () => void;
}

/**
 * The send-e-mail dialogs (spec §2, §5, §6): the direct-sales confirmation (or, without an address on file,
 * the way to 个人信息; organisations to the counter) and the consignment form with its address checks. Both
 * show the sends left today; the daily limit (400037) opens a dialog with the server's message.
 */
export function EmailDialog({ type, variant, isNaturalPerson, onClose }: EmailDialogProps) {
  const navigate = useNavigate();
  const info = useFetchCrmEmailQuery(undefined, { skip: type === null });
  const [send, sending] = useSendStatementMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [limit, setLimit] = useState<string | null>(null);
  const onFile = info.data?.email ?? null;
  useEffect(() => {
    setEmail(onFile ?? '');
    setError(null);
  }, [onFile, type]);

  const submit = async () => {
    if (!type || sending.isLoading) return;
    if (variant === 'consignment') {
      const problem = emailFieldError(email, 'send');
      if (problem) return setError(problem);
    }
    const answer = await send(variant === 'consignment' ? { type, email: email.trim() } : { type });
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
        <Button type="primary" onClick={() => navigate(ROUTES.modifyInfo)}>
          {E.goModify}
        </Button>
      )}
    </>
  ) : (
    <>
      <Button onClick={onClose}>{E.cancel}</Button>
      <Button type="primary" loading={sending.isLoading} onClick={() => void submit()}>
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
        ) : (
          <div className="gz-assets-email__field">
            <label htmlFor="gz-assets-email-input">{E.emailLabel}</label>
            <TextInput
              type="email"
              value={email}
              placeholder={E.emailPlaceholder}
              maxLength={254}
              onChange={(value) => {
                setEmail(value);
                setError(null);
              }}
              onBlur={() => setError(emailFieldError(email, 'blur'))}
              ariaLabel={E.emailLabel}
            />
          </div>
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
