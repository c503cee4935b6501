import { useCallback } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import { useSendSmsMutation } from '@/api/sms/endpoints';

import { SmsDialogView, type SmsDialogViewProps } from './sms-dialog-view';

/** smsType: what the code is for; POST /v1/auth/sms sends it to the phone the back office knows for it. */
export type SmsDialogProps = Omit<SmsDialogViewProps, 'send'>;

/**
 * The SMS dialog of the screens: it sends the code itself (POST /v1/auth/sms, quietly: the dialog shows a
 * failure under its field). Checking the code belongs to the flow that asked for it, hence `verify`.
 */
export function SmsDialog(props: SmsDialogProps) {
  const { smsType } = props;
  const [sendSms] = useSendSmsMutation();
  const send = useCallback(
    async (): Promise<Outcome<string | null>> => outcomeOf(await sendSms({ type: smsType, silent: true })),
    [sendSms, smsType],
  );
  return <SmsDialogView {...props} send={send} />;
}
