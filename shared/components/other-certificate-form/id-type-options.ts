import {
  ID_CARD_CERTIFICATE_TYPE,
  ORG_CERTIFICATE_TYPE,
  PERSON_CERTIFICATE_TYPE,
  codesOf,
  type CodeTable,
} from '@/shared/enums';
import type { SelectOption } from '@/shared/ui';

function optionsOf(table: CodeTable, skip?: string): SelectOption[] {
  return codesOf(table)
    .filter((code) => code !== skip)
    .map((code) => ({ value: code, label: table[code] }));
}

/** Person document types without the ID card (that one goes through the photo upload instead). */
export const PERSON_ID_TYPE_OPTIONS: readonly SelectOption[] = optionsOf(
  PERSON_CERTIFICATE_TYPE,
  ID_CARD_CERTIFICATE_TYPE,
);

export const ORG_ID_TYPE_OPTIONS: readonly SelectOption[] = optionsOf(ORG_CERTIFICATE_TYPE);
