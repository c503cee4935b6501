import type { FiguresWithheld } from '@/api/fund/contract';

/** Why a private plan's documents are not given to this caller (the reason of FiguresWithheld). */
export const DOCUMENTS_WITHHELD: Record<NonNullable<FiguresWithheld>, string> = {
  signIn: '私募资产管理计划的产品文件仅向合格投资者提供，请登录后查看',
  qualification: '私募资产管理计划的产品文件仅向合格投资者提供，请先完成合格投资者认证',
  riskTest: '请先完成风险测评，再查看私募资产管理计划的产品文件',
};

/** A document's address names no document of the catalogue. */
export const UNKNOWN_DOCUMENT = '未找到该产品文件';

/** The file part of a document's address: its notice code and .pdf. */
export const DOCUMENT_FILE = /^([A-Z0-9]{4,30})\.pdf$/;
