import type { IdentityChange } from '@/api/user/contract';
import type { BeneficialOwner, OrgParty } from '@/api/user/contract-org';
import { formatShanghaiMinute } from '@/shared/time';

import { maskIdNo, maskPhone } from '../auth/rules';
import { beneficialOwnerTypeLabel } from './beneficial-owner-types';
import type { ChangeRow, PartyRow } from './store';

export function changeView(row: ChangeRow): IdentityChange {
  return {
    id: String(row.id),
    kind: row.kind,
    name: row.name,
    idType: row.id_type,
    idNoMasked: maskIdNo(row.id_no),
    validTo: row.valid_to || null,
    appliedAt: formatShanghaiMinute(row.applied_at),
    auditFlag: row.audit_flag,
    rejectReason: row.reject_reason,
  };
}

export function partyView(row: PartyRow): OrgParty {
  return {
    name: row.name,
    idType: row.id_type,
    idNoMasked: maskIdNo(row.id_no),
    idValidTo: row.id_valid_to,
    phoneMasked: row.phone ? maskPhone(row.phone) : null,
    ratio: row.ratio,
  };
}

/** A beneficial owner as GET /v1/user/beneficiary answers it: the party, its type code and label. */
export function beneficialOwnerView(row: PartyRow): BeneficialOwner {
  const ownerType = row.owner_type ?? null;
  return { ...partyView(row), ownerType, ownerTypeLabel: beneficialOwnerTypeLabel(ownerType) };
}
