import { ORG_CERTIFICATE_TYPE, PERSON_CERTIFICATE_TYPE, codesOf, type CodeTable } from '@/shared/enums';
import type { SelectOption } from '@/shared/ui';
import { OTHER_CERTIFICATE_TYPES } from '@/shared/validation/other-certificate';

function optionsOf(table: CodeTable, codes: readonly string[] = codesOf(table)): SelectOption[] {
  return codes.map((code) => ({ value: code, label: table[code] }));
}

/** Person document types without the ID card (that one goes through the photo upload instead). */
export const PERSON_ID_TYPE_OPTIONS: readonly SelectOption[] = optionsOf(
  PERSON_CERTIFICATE_TYPE,
  OTHER_CERTIFICATE_TYPES,
);

export const ORG_ID_TYPE_OPTIONS: readonly SelectOption[] = optionsOf(ORG_CERTIFICATE_TYPE);
