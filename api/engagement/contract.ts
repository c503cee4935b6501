import { Type, type Static } from '@sinclair/typebox';

import { Flag, NoData, Nullable, object, query, str } from '../core/contract';

/** 电子签名约定书状态 GET /v1/engagement/status (session needed). */
export const EngagementStatusQuery = query();
export type EngagementStatusQuery = Static<typeof EngagementStatusQuery>;

/**
 * Whether the investor has signed the e-signature engagement (电子签名约定书, once per investor: spec §4
 * step 2), and the agreement to read: its name, where it opens, the SHA-256 of its bytes.
 */
export const EngagementStatusData = object({
  signed: Flag,
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai; null while not signed. */
  signedAt: Nullable(str(19)),
  fileName: str(100),
  filePath: str(200, { pattern: '^/[^\\s]*$' }),
  fileHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
});
export type EngagementStatusData = Static<typeof EngagementStatusData>;

/** 签署电子签名约定书 POST /v1/engagement/sign: no body; signing twice keeps the first signature. */
export const EngagementSignBody = object({});
export type EngagementSignBody = Static<typeof EngagementSignBody>;
/** 签署电子签名约定书 POST /v1/engagement/sign */
export const EngagementSignData = NoData;
export type EngagementSignData = Static<typeof EngagementSignData>;
