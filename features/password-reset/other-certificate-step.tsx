import type { OtherCertificateValue } from '@/shared/components/other-certificate-form';
import { OtherCertificateForm } from '@/shared/components/other-certificate-form/other-certificate-form';

import { RESET_TEXT } from './texts';
import type { ResetIdentity } from './types';

/** A person verified with another document: that document's number is the account (it is what they log in with). */
export function otherCertificateIdentity(value: OtherCertificateValue): ResetIdentity {
  const idNo = value.idNo.trim().toUpperCase();
  return {
    loginType: 'account',
    account: idNo,
    idNo,
    idType: value.idType as ResetIdentity['idType'],
    name: value.name,
  };
}

interface OtherCertificateStepProps {
  /** The identity last entered: its document comes back when the investor returns to this step. */
  identity: ResetIdentity | null;
  failure: string | null;
  busy: boolean;
  onBack: () => void;
  onEntered: (identity: ResetIdentity) => void;
}

/** Step 1 for a person whose document on file is not the ID card (its own chunk: few investors need it). */
export function OtherCertificateStep({
  identity,
  failure,
  busy,
  onBack,
  onEntered,
}: OtherCertificateStepProps) {
  return (
    <OtherCertificateForm
      initialValues={
        identity?.idType
          ? { name: identity.name ?? '', idType: identity.idType, idNo: identity.idNo }
          : undefined
      }
      serverError={failure}
      submitting={busy}
      submitText={RESET_TEXT.next}
      onBack={onBack}
      onSubmit={(value) => onEntered(otherCertificateIdentity(value))}
    />
  );
}
