import { CERTIFICATE_NO_MAX_LENGTH, NAME_MAX_LENGTH } from '@/shared/config/constants';
import { ID_CARD_CERTIFICATE_TYPE, PERSON_CERTIFICATE_TYPE } from '@/shared/enums/certificate';
import { codesOf } from '@/shared/enums/code-table';

import { HOLDER_NAME, type CertificateHolder } from './certificate-holder';
import { MESSAGES } from './messages';
import { sanitizeName } from './rules';

/**
 * The documents the other-certificate form takes: the person certificate dictionary (6) without the ID card,
 * which goes through the photo upload instead. The form's options and the back office's check are this list.
 */
export const OTHER_CERTIFICATE_TYPES = codesOf(PERSON_CERTIFICATE_TYPE).filter(
  (code) => code !== ID_CARD_CERTIFICATE_TYPE,
);

/** The back office's word for a type outside the list (the form offers none; MESSAGES is in every page). */
const CERTIFICATE_TYPE_UNKNOWN = '证件类型不在可选范围内，请重新选择';

interface OtherCertificate {
  name: string;
  idType: string;
  idNo: string;
}

/** What the form sends and the back office compares: the name's letters, digits and Chinese; the number trimmed, upper case. */
export function normalisedCertificate(value: OtherCertificate): OtherCertificate {
  return { name: sanitizeName(value.name), idType: value.idType, idNo: value.idNo.trim().toUpperCase() };
}

/** The form's rules once more on the server (spec §5): the first one broken, or null. */
export function otherCertificateProblem(
  value: OtherCertificate,
  who: CertificateHolder = 'person',
): string | null {
  const { name, idType, idNo } = normalisedCertificate(value);
  if (!name) return HOLDER_NAME[who].required;
  if (name.length > NAME_MAX_LENGTH) return MESSAGES.nameTooLong;
  if (!idType) return MESSAGES.certificateTypeRequired;
  if (!(OTHER_CERTIFICATE_TYPES as string[]).includes(idType)) return CERTIFICATE_TYPE_UNKNOWN;
  if (!idNo) return MESSAGES.certificateNoRequired;
  if (idNo.length > CERTIFICATE_NO_MAX_LENGTH) return MESSAGES.certificateNoTooLong;
  return null;
}

/** The same person as on file: names compared by their letters, digits and Chinese, case aside. */
export function sameCertificateName(typed: string, onFile: string): boolean {
  return sanitizeName(typed).toUpperCase() === sanitizeName(onFile).toUpperCase();
}
