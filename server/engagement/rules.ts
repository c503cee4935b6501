/**
 * The e-signature engagement (电子签名约定书) is the static agreement of that slug, signed once per investor
 * (agreement_signs row with this id): a private product's signing needs it first (spec §4 step 2).
 */
export const ENGAGEMENT_ID = 'e-signature-agreement';
