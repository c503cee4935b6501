import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  ContractReadBody,
  ContractReadData,
  ContractSignBody,
  ContractSignData,
  ContractVerifyData,
  ContractVerifyQuery,
  DeclareBody,
  DeclareData,
  DeclarationData,
  DeclarationQuery,
  RiskAnnounceSignBody,
  RiskAnnounceSignData,
} from '@/api/contract/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { formatShanghaiSecond } from '@/shared/time';

import { recordEvidence } from '../agreement/store';
import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { hashToken, randomToken, safeEqualHex } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { DECLARATION_CODES, DECLARATION_ITEMS } from './declaration';
import { productPdf } from './documents';
import { CONTRACT_TEXT, READ_SECONDS, readLongEnough, TOKEN_TTL_MS } from './rules';
import { missingDisclosureStep, missingStep, requirePrivate, signContract, signDisclosure } from './signing';
import { findAttempt, findReading, lastRead, markRead, recordDeclared, storeToken } from './store';

const agreementError = (message: string) => new BusinessError(RESPONSE_STATE.AGREEMENT_ERROR, message);

/**
 * Spec §4 private steps 3–6 on the back office: the contract read (step 3), the risk disclosure read (step 4)
 * and signed on its own before the contract (募集行为管理办法; review P9), the 13-item declaration, verify, sign.
 */
export function signingRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  app.post(
    '/v1/contract/read',
    enveloped({ body: ContractReadBody }, ContractReadData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const reading = findReading(ctx, account.id, request.body.readingId);
      if (!reading) throw hint(CONTRACT_TEXT.unknownReading);
      const now = ctx.clock.now();
      if (!readLongEnough(reading.kind, reading.shown_at, now)) {
        throw hint(CONTRACT_TEXT.tooShort(READ_SECONDS[reading.kind]));
      }
      const seconds = Math.floor((now - reading.shown_at) / 1000);
      const spec = requirePrivate(ctx, reading.fund_code);
      // Spec §4: the contract (step 3) is read before the risk disclosure (step 4).
      if (reading.kind === 'riskDisclosure') {
        const contract = await productPdf(ctx, spec, 'contract');
        if (contract && !lastRead(ctx, account.id, spec.code, contract.kind, contract.hash))
          throw agreementError(CONTRACT_TEXT.readFirst(contract.fileName.replace(/\.pdf$/, '')));
      }
      const file = await productPdf(ctx, spec, reading.kind);
      transaction(ctx, () => {
        markRead(ctx, reading.id, now);
        recordEvidence(ctx, {
          accountId: account.id,
          sessionHash: session.token_hash,
          kind: 'read',
          fundCode: reading.fund_code,
          businessCode: null,
          documentCode: reading.notice_code,
          documentName: file?.fileName ?? reading.notice_code,
          documentHash: reading.document_hash,
          detail: { documentKind: reading.kind, shownAt: formatShanghaiSecond(reading.shown_at), seconds },
          appNo: null,
          at: now,
        });
      });
      return ok({ seconds }, '已确认阅读');
    },
  );

  /** The risk disclosure, read as served now, signed on its own before the contract can be read. */
  app.post(
    '/v1/riskAnnounce/sign',
    enveloped({ body: RiskAnnounceSignBody }, RiskAnnounceSignData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const spec = requirePrivate(ctx, request.body.fundCode);
      const who = { accountId: account.id, sessionHash: session.token_hash };
      const missing = await missingDisclosureStep(ctx, who, spec);
      if (missing) throw agreementError(missing);
      const now = ctx.clock.now();
      await signDisclosure(ctx, { account, sessionHash: session.token_hash, spec, now });
      return ok({ signedAt: formatShanghaiSecond(now) }, CONTRACT_TEXT.disclosureSigned);
    },
  );

  app.get(
    '/v1/contract/declaration',
    enveloped({ querystring: DeclarationQuery }, DeclarationData, guarded),
    async (request) => {
      requirePrivate(ctx, request.query.fundCode);
      return ok(DECLARATION_ITEMS.map(([code, text]) => ({ code, text })));
    },
  );

  /** Every item ticked is one entry of the evidence, with its words as shown. */
  app.post(
    '/v1/contract/declaration',
    enveloped({ body: DeclareBody }, DeclareData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const { fundCode, items } = request.body;
      const spec = requirePrivate(ctx, fundCode);
      const ticked = new Set(items);
      if (!DECLARATION_CODES.every((code) => ticked.has(code)) || ticked.size !== DECLARATION_CODES.length) {
        throw hint(CONTRACT_TEXT.declarationIncomplete);
      }
      const now = ctx.clock.now();
      transaction(ctx, () => {
        for (const [index, [code, text]] of DECLARATION_ITEMS.entries()) {
          recordEvidence(ctx, {
            accountId: account.id,
            sessionHash: session.token_hash,
            kind: 'declaration',
            fundCode: spec.code,
            businessCode: null,
            documentCode: code,
            documentName: `投资者声明第${index + 1}项`,
            documentHash: null,
            detail: { text },
            appNo: null,
            at: now,
          });
        }
        recordDeclared(ctx, {
          accountId: account.id,
          fundCode: spec.code,
          sessionHash: session.token_hash,
          at: now,
        });
      });
      return ok(null, '声明已提交');
    },
  );

  app.get(
    '/v1/contract/verify',
    enveloped({ querystring: ContractVerifyQuery }, ContractVerifyData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const spec = requirePrivate(ctx, request.query.fundCode);
      const missing = await missingStep(
        ctx,
        { accountId: account.id, sessionHash: session.token_hash },
        spec,
      );
      if (missing) throw agreementError(missing);
      const token = randomToken();
      storeToken(ctx, {
        accountId: account.id,
        fundCode: spec.code,
        tokenHash: hashToken(token),
        expiresAt: ctx.clock.now() + TOKEN_TTL_MS,
      });
      return ok({ token });
    },
  );

  app.post(
    '/v1/contract',
    enveloped({ body: ContractSignBody }, ContractSignData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const { fundCode, token } = request.body;
      const spec = requirePrivate(ctx, fundCode);
      const attempt = findAttempt(ctx, account.id, spec.code);
      const now = ctx.clock.now();
      const valid =
        attempt?.token_hash &&
        attempt.token_expires_at !== null &&
        now < attempt.token_expires_at &&
        safeEqualHex(attempt.token_hash, hashToken(token));
      if (!valid) throw agreementError(CONTRACT_TEXT.badToken);
      // What was verified may have changed since (a document re-issued): check again before signing.
      const missing = await missingStep(
        ctx,
        { accountId: account.id, sessionHash: session.token_hash },
        spec,
      );
      if (missing) throw agreementError(missing);
      await signContract(ctx, { account, sessionHash: session.token_hash, spec, now });
      return ok({ signedAt: formatShanghaiSecond(now) }, CONTRACT_TEXT.signed);
    },
  );
}
