import { NAME_MAX_LENGTH } from '@/shared/config/constants';
import { SEX, labelOf } from '@/shared/enums';
import { formatDate, formatValidityDate } from '@/shared/time';
import { FieldGroup, FormItem, TextInput } from '@/shared/ui';
import { MESSAGES, sanitizeName } from '@/shared/validation';

import type { IdentityValue } from './types';

export type RecognizedIdentity = Omit<IdentityValue, 'cardFile'>;

interface IdentityFormProps {
  identity: RecognizedIdentity;
  cardName: string;
  onCardNameChange: (value: string) => void;
  onCardNameBlur: () => void;
  nameError?: string | null;
  idError?: string | null;
}

function ReadOnlyField({ label, value, error }: { label: string; value: string; error?: string | null }) {
  return (
    <FormItem label={label} error={error}>
      <TextInput value={value} onChange={() => undefined} readOnly />
    </FormItem>
  );
}

/** The identity form after recognition: the name may be corrected, everything the card proves is read-only. */
export function IdentityForm({
  identity,
  cardName,
  onCardNameChange,
  onCardNameBlur,
  nameError,
  idError,
}: IdentityFormProps) {
  return (
    <FieldGroup
      legend="请核对识别结果"
      className="gz-identity-form"
      legendClassName="gz-identity-form__legend"
    >
      <FormItem label="姓名" error={nameError} required>
        <TextInput
          name="cardName"
          value={cardName}
          onChange={(value) => onCardNameChange(sanitizeName(value))}
          onBlur={onCardNameBlur}
          placeholder={MESSAGES.nameRequired}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="name"
        />
      </FormItem>
      <ReadOnlyField label="性别" value={labelOf(SEX, identity.sex)} />
      <ReadOnlyField label="身份证号码" value={identity.cardId} error={idError} />
      <ReadOnlyField label="出生日期" value={formatDate(identity.birthday)} />
      <ReadOnlyField label="证件有效期起" value={formatDate(identity.beginDate)} />
      <ReadOnlyField label="证件有效期止" value={formatValidityDate(identity.endDate)} />
    </FieldGroup>
  );
}
