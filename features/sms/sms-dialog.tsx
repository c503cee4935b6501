import { useCallback } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import type { SmsType } from '@/api/sms/contract';
import { useSendSmsMutation } from '@/api/sms/endpoints';

import { SmsDialogView, type SmsDialogViewProps } from './sms-dialog-view';

export interface SmsDialogProps extends Omit<SmsDialogViewProps, 'send'> {
  /** What the code is for: POST /v1/auth/sms sends it to the phone the back office knows for it. */
  smsType: SmsType;
}

/**
 * The SMS dialog of the screens: it sends the code itself (POST /v1/auth/sms, quietly: the dialog shows a
 * failure under its field). Checking the code belongs to the flow that asked for it, hence `verify`.
 */
export function SmsDialog({ smsType, ...props }: SmsDialogProps) {
  const [sendSms] = useSendSmsMutation();
  const send = useCallback(
    async (): Promise<Outcome<string | null>> => outcomeOf(await sendSms({ type: smsType, silent: true })),
    [sendSms, smsType],
  );
  return <SmsDialogView {...props} send={send} />;
}
