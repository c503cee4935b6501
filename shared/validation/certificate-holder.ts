import { MESSAGES } from './messages';

/** Whose document a name is asked for: the investor (or a legal person), an organisation's 经办人 or its 负责人. */
export type CertificateHolder = 'person' | 'agent' | 'responsible';

/**
 * The name field's label and required message for each holder: spec §5 gives 请输入姓名 and 请输入经办人姓名;
 * the 负责人 is asked in the same words with their own title (请输入负责人姓名).
 */
export const HOLDER_NAME: Record<CertificateHolder, { label: string; required: string }> = {
  person: { label: '姓名', required: MESSAGES.nameRequired },
  agent: { label: '经办人姓名', required: MESSAGES.agentNameRequired },
  responsible: { label: '负责人姓名', required: MESSAGES.responsibleNameRequired },
};

/**
 * Whose name each identity-document application asks (the user centre's form and the back office's check):
 * the investor's own card; the legal person (asked as a person); the 负责人; the 经办人.
 */
export const CHANGE_HOLDER = {
  idCard: 'person',
  corporate: 'person',
  contactor: 'responsible',
  agent: 'agent',
} as const satisfies Record<string, CertificateHolder>;
