import type { IdentityChange } from '@/api/user/contract';

import type { Context } from '../core/context';

export interface ContactRow {
  address: string;
  postcode: string;
  area_code: string;
  landline: string;
  vocation: string;
  nationality: string;
  education: string;
  year_income: string;
  marriage: string;
  province: string;
  city: string;
  county: string;
}

const CONTACT_COLUMNS = [
  'address',
  'postcode',
  'area_code',
  'landline',
  'vocation',
  'nationality',
  'education',
  'year_income',
  'marriage',
  'province',
  'city',
  'county',
] as const satisfies readonly (keyof ContactRow)[];

export interface ChangeRow {
  id: number;
  account_id: number;
  kind: IdentityChange['kind'];
  name: string;
  id_no: string;
  /** '0' the ID card (recognised from photos); another code of dictionary 6 through the other-certificate form. */
  id_type: string;
  /** yyyyMMdd; '' for documents other than the ID card (no recognition reads their validity). */
  valid_from: string;
  valid_to: string;
  applied_at: number;
  audit_flag: IdentityChange['auditFlag'];
  reject_reason: string | null;
  /** kind 'agent': the org_parties row (the agent's) the application updates; null for the other kinds. */
  party_id: number | null;
}

export interface PartyRow {
  role: 'contactor' | 'beneficiary' | 'legal' | 'responsible';
  name: string;
  id_type: string;
  id_no: string;
  id_valid_to: string | null;
  phone: string | null;
  ratio: string | null;
  /** A beneficial owner's type code (001–034); null for the other roles. */
  owner_type?: string | null;
}

export function contactOf(ctx: Context, accountId: number): ContactRow | undefined {
  return ctx.db.get<ContactRow>(
    `SELECT ${CONTACT_COLUMNS.join(', ')} FROM investor_contacts WHERE account_id = ?`,
    [accountId],
  );
}

export function saveContact(ctx: Context, accountId: number, row: ContactRow, now: number): void {
  const columns = CONTACT_COLUMNS.join(', ');
  const updates = CONTACT_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ');
  ctx.db.run(
    `INSERT INTO investor_contacts (account_id, ${columns}, updated_at)
     VALUES (?, ${CONTACT_COLUMNS.map(() => '?').join(', ')}, ?)
     ON CONFLICT(account_id) DO UPDATE SET ${updates}, updated_at = excluded.updated_at`,
    [accountId, ...CONTACT_COLUMNS.map((c) => row[c]), now],
  );
}

export type StoredParty = PartyRow & { id: number };

export function partiesOf(ctx: Context, accountId: number): StoredParty[] {
  return ctx.db.all<StoredParty>(
    'SELECT id, role, name, id_type, id_no, id_valid_to, phone, ratio, owner_type FROM org_parties WHERE account_id = ? ORDER BY id',
    [accountId],
  );
}

export function insertParty(ctx: Context, accountId: number, party: PartyRow): void {
  ctx.db.run(
    'INSERT INTO org_parties (account_id, role, name, id_type, id_no, id_valid_to, phone, ratio, owner_type) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      accountId,
      party.role,
      party.name,
      party.id_type,
      party.id_no,
      party.id_valid_to,
      party.phone,
      party.ratio,
      party.owner_type ?? null,
    ],
  );
}

const CHANGE_COLUMNS =
  'id, account_id, kind, name, id_no, id_type, valid_from, valid_to, applied_at, audit_flag, reject_reason, party_id';

/** The newest application of each kind. */
export function latestChanges(ctx: Context, accountId: number): ChangeRow[] {
  return ctx.db.all<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM identity_changes c WHERE account_id = ?
       AND id = (SELECT MAX(id) FROM identity_changes WHERE account_id = c.account_id AND kind = c.kind)
     ORDER BY kind`,
    [accountId],
  );
}

export function changeById(ctx: Context, id: number): ChangeRow | undefined {
  return ctx.db.get<ChangeRow>(`SELECT ${CHANGE_COLUMNS} FROM identity_changes WHERE id = ?`, [id]);
}

export function countChangesSince(ctx: Context, accountId: number, kind: string, since: number): number {
  return (
    ctx.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM identity_changes WHERE account_id = ? AND kind = ? AND applied_at >= ?',
      [accountId, kind, since],
    )?.n ?? 0
  );
}

export function pendingChange(ctx: Context, accountId: number, kind: string): ChangeRow | undefined {
  return ctx.db.get<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM identity_changes WHERE account_id = ? AND kind = ? AND audit_flag = '0'`,
    [accountId, kind],
  );
}

export function insertChange(
  ctx: Context,
  change: Omit<ChangeRow, 'id' | 'audit_flag' | 'reject_reason'>,
): number {
  ctx.db.run(
    'INSERT INTO identity_changes (account_id, kind, name, id_no, id_type, valid_from, valid_to, applied_at, party_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      change.account_id,
      change.kind,
      change.name,
      change.id_no,
      change.id_type,
      change.valid_from,
      change.valid_to,
      change.applied_at,
      change.party_id,
    ],
  );
  return ctx.db.get<{ id: number }>('SELECT last_insert_rowid() AS id')?.id as number;
}

export function decideChange(
  ctx: Context,
  id: number,
  decision: { flag: Exclude<IdentityChange['auditFlag'], '0'>; reason: string | null; at: number },
): void {
  ctx.db.run('UPDATE identity_changes SET audit_flag = ?, reject_reason = ?, audited_at = ? WHERE id = ?', [
    decision.flag,
    decision.reason,
    decision.at,
    id,
  ]);
}

/** A passed application with another document puts that document on file (number and type; no validity read). */
export function applyOtherCertificate(ctx: Context, accountId: number, change: ChangeRow): void {
  ctx.db.run(
    'UPDATE accounts SET id_type = ?, id_no = ?, id_valid_from = NULL, id_valid_to = NULL WHERE id = ?',
    [change.id_type, change.id_no, accountId],
  );
}

/** A passed idCard application renews the investor's own document. */
export function applyIdCard(ctx: Context, accountId: number, validFrom: string, validTo: string): void {
  ctx.db.run('UPDATE accounts SET id_valid_from = ?, id_valid_to = ? WHERE id = ?', [
    validFrom,
    validTo,
    accountId,
  ]);
}

/** A passed corporate/contactor application replaces the organisation's legal or responsible person. */
export function replaceParty(
  ctx: Context,
  accountId: number,
  role: 'legal' | 'responsible',
  change: ChangeRow,
) {
  ctx.db.run('DELETE FROM org_parties WHERE account_id = ? AND role = ?', [accountId, role]);
  insertParty(ctx, accountId, {
    role,
    name: change.name,
    id_type: change.id_type,
    id_no: change.id_no,
    id_valid_to: change.valid_to || null,
    phone: null,
    ratio: null,
  });
}

/** A passed agent application puts the new document on the agent's own record (their phone stays). */
export function updateAgent(ctx: Context, accountId: number, change: ChangeRow): void {
  ctx.db.run(
    `UPDATE org_parties SET name = ?, id_type = ?, id_no = ?, id_valid_to = ?
     WHERE id = ? AND account_id = ? AND role = 'contactor'`,
    [change.name, change.id_type, change.id_no, change.valid_to || null, change.party_id, accountId],
  );
}

/** The CRS declaration's code (dictionary 9), if the investor gave one. */
export function taxResidentOf(ctx: Context, accountId: number): string | undefined {
  return ctx.db.get<{ tax_resident: string }>(
    'SELECT tax_resident FROM crs_declarations WHERE account_id = ?',
    [accountId],
  )?.tax_resident;
}

export function insertCrsDeclaration(ctx: Context, accountId: number, taxResident: string): void {
  ctx.db.run('INSERT INTO crs_declarations (account_id, tax_resident) VALUES (?, ?)', [
    accountId,
    taxResident,
  ]);
}
