import { readFileSync } from 'node:fs';
import path from 'node:path';

import { AGREEMENTS_DIR, readSource } from '@/scripts/agreements';
import { embeddedDigest, parseDocument, renderDocument, sourceDigest } from '@/server/core/pdf/layout';
import { INSTITUTION_NET_ASSETS, INVESTOR_STANDARD } from '@/shared/validation/investor-standard';
import { AGREEMENTS } from '@/static-agreements';

import { pdfCharacters } from './pdf-text';

const cases = AGREEMENTS.map(({ slug, title }) => ({ slug, title }));

function committedPdf(slug: string): Buffer {
  return readFileSync(path.join(AGREEMENTS_DIR, `${slug}.pdf`));
}

describe.each(cases)('$slug', ({ slug, title }) => {
  const source = readSource(slug);
  const blocks = parseDocument(source);
  const pdf = committedPdf(slug);

  it('has a source with the catalogue title, a version line and numbered sections', () => {
    expect(blocks[0]).toEqual({ kind: 'title', text: title });
    expect(blocks[1].kind).toBe('meta');
    expect(blocks[1].text).toMatch(/版本：V\d+\.\d+.*\d{4}年\d{1,2}月\d{1,2}日/);
    const headings = blocks.filter((block) => block.kind === 'heading').map((block) => block.text);
    expect(headings.length).toBeGreaterThanOrEqual(3);
    expect(headings[0]).toMatch(/^一、/);
    expect(source).toContain('国证资管');
  });

  it('was rebuilt from the current wording (npm run agreements)', () => {
    expect(embeddedDigest(pdf)).toBe(sourceDigest(source));
  });

  it('shows and lets a reader copy every character of its text, from a small embedded subset font', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const available = pdfCharacters(pdf);
    const missing = [...new Set(blocks.flatMap((block) => [...block.text.replace(/\s/g, '')]))].filter(
      (character) => !available.has(character),
    );
    expect(missing).toEqual([]);
  });
});

describe('renderAgreement', () => {
  const base = readSource('privacy-policy');

  it('carries a wording change into the PDF and its digest', async () => {
    const changed = `${base}\n鑫淼：新增的一句说明。\n`;
    const pdf = await renderDocument(changed, '隐私政策');
    expect(embeddedDigest(pdf)).toBe(sourceDigest(changed));
    expect(sourceDigest(changed)).not.toBe(sourceDigest(base));
    expect(pdfCharacters(pdf).has('鑫')).toBe(true);
    expect(pdfCharacters(committedPdf('privacy-policy')).has('鑫')).toBe(false);
  });

  it('keeps the digest when only the layout of the source file changes', () => {
    expect(sourceDigest(base.replace(/\n/g, '\n\n  '))).toBe(sourceDigest(base));
    expect(sourceDigest(base.replace('十五个工作日', '三十个工作日'))).not.toBe(sourceDigest(base));
  });

  it('refuses a source whose title differs from the catalogue', async () => {
    expect(() => renderDocument(base.replace('# 隐私政策', '# 隐私声明'), '隐私政策')).toThrow('隐私声明');
  });
});

describe('the qualified-investor standard and commitment state the rule the certification applies (资管新规; issue 41 item 6)', () => {
  const q = INVESTOR_STANDARD.qualified;
  it.each(['qualified-investor-standard', 'qualified-investor-commitment'] as const)('%s', (slug) => {
    const text = readSource(slug);
    expect(text).toContain(`${q.experienceYears}年以上投资经历`);
    expect(text).toContain(`家庭金融净资产不低于${q.netFinancialAssets}万元`);
    expect(text).toContain(`家庭金融资产不低于${q.financialAssets}万元`);
    expect(text).toContain(`年均收入不低于${q.annualIncome}万元`);
    expect(text).toContain(`净资产不低于${INSTITUTION_NET_ASSETS}万元`);
    expect(text).not.toContain('私募投资基金监督管理暂行办法');
  });
});
