import { SecondFactor } from '@/features/sms';
import { Button, TextInput } from '@/shared/ui';

import { maskEmail } from './email-rules';
import { EMAIL_TEXT as E } from './texts';

export interface ConsignmentAddressProps {
  onFile: string | null;
  /** Typing another address (always when none is on file). */
  changing: boolean;
  email: string;
  /** The typed address is not the one on file: the SMS second factor first. */
  askSms: boolean;
  onChanging: (changing: boolean) => void;
  onEmail: (value: string) => void;
  onBlur: () => void;
  onTicket: (ticket: string) => void;
}

/**
 * The consignment dialog's address (spec §5, T2.10, T6.4): the one on file, masked, that the mail goes to; or
 * another typed, which becomes the one on file with the SMS second factor (as 个人资料's e-mail change).
 */
export function ConsignmentAddress(props: ConsignmentAddressProps) {
  const { onFile, changing, email, askSms } = props;
  if (onFile && !changing)
    return (
      <div className="gz-assets-email__on-file">
        <p>{E.directConfirm(maskEmail(onFile))}</p>
        <Button type="text" onClick={() => props.onChanging(true)}>
          {E.changeEmail}
        </Button>
      </div>
    );
  return (
    <>
      <div className="gz-assets-email__field">
        <label htmlFor="gz-assets-email-input">{onFile ? E.newEmailLabel : E.emailLabel}</label>
        <TextInput
          type="email"
          value={email}
          placeholder={E.emailPlaceholder}
          maxLength={254}
          disabled={askSms}
          onChange={props.onEmail}
          onBlur={props.onBlur}
          ariaLabel={onFile ? E.newEmailLabel : E.emailLabel}
        />
        {onFile && !askSms && (
          <Button type="text" onClick={() => props.onChanging(false)}>
            {E.useOnFile}
          </Button>
        )}
      </div>
      {askSms && (
        <>
          <p className="gz-assets-email__lead">{E.newEmailNeedsSms}</p>
          <SecondFactor onTicket={props.onTicket} />
        </>
      )}
    </>
  );
}
