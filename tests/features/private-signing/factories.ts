import {
  signingTransition,
  startSigning,
  type SigningEvent,
  type SigningState,
} from '@/features/private-signing/machine';
import type { DeclarationItem, DocumentToRead } from '@/features/private-signing/types';

export const FUND = { fundCode: '980001', fundName: '国证资管鑫享1号集合资产管理计划' };

export function createMockDocument(partial: Partial<DocumentToRead> = {}): DocumentToRead {
  return {
    readingId: 1,
    noticeCode: 'HT980001',
    fileName: '国证资管鑫享1号集合资产管理计划资产管理合同.pdf',
    fileHash: 'a'.repeat(64),
    url: '/product-contracts/HT980001.pdf',
    readSeconds: 10,
    ...partial,
  };
}

export const createMockRisk = () =>
  createMockDocument({
    readingId: 2,
    noticeCode: 'FXJS980001',
    fileName: '国证资管鑫享1号集合资产管理计划风险揭示书.pdf',
    url: '/product-contracts/FXJS980001.pdf',
    readSeconds: 5,
  });

export const ITEMS: DeclarationItem[] = Array.from({ length: 13 }, (_, i) => ({
  code: `D${String(i + 1).padStart(2, '0')}`,
  text: `声明第${i + 1}项`,
}));

export const play = (events: SigningEvent[], from: SigningState = startSigning(FUND)) =>
  events.reduce(signingTransition, from);

/** The events that take a fresh signing to the declaration (engagement not yet signed). */
export const TO_DECLARATION: SigningEvent[] = [
  { type: 'PASSWORD_OK' },
  {
    type: 'ENGAGEMENT_CHECKED',
    signed: false,
    url: '/static-agreements/e-signature-agreement.pdf',
    fileName: '电子签名约定书.pdf',
  },
  { type: 'CONFIRM' },
  { type: 'RECORDED' },
  // 3 the contract read.
  { type: 'CONTRACT_LOADED', document: createMockDocument() },
  { type: 'COUNTDOWN_DONE' },
  { type: 'CONFIRM' },
  { type: 'RECORDED' },
  // 4 the risk disclosure read, then signed on its own before the contract is signed (review P9).
  { type: 'RISK_LOADED', document: createMockRisk() },
  { type: 'COUNTDOWN_DONE' },
  { type: 'CONFIRM' },
  { type: 'RECORDED' },
  { type: 'CONFIRM' },
  { type: 'RECORDED' },
  { type: 'DECLARATION_LOADED', items: ITEMS },
];

export const tickAll = (items = ITEMS): SigningEvent[] =>
  items.map((item) => ({ type: 'TICK', code: item.code, checked: true }));
