/**
 * The public agreements served as static PDFs (spec §9). The portal's links, the PDF generator
 * (scripts/agreements.ts) and nginx's Content-Disposition names (scripts/nginx-conf.ts) all read this table,
 * so a title is written once. Slugs are ASCII so the URLs need no encoding.
 */
export const AGREEMENTS = [
  { slug: 'adequacy-measures', title: '证券期货投资者适当性管理办法' },
  { slug: 'qualified-investor-standard', title: '合格投资者标准' },
  { slug: 'qualified-investor-commitment', title: '合格投资者承诺函' },
  { slug: 'professional-investor-standard', title: '专业投资者标准' },
  { slug: 'professional-investor-commitment', title: '专业投资者承诺函' },
  { slug: 'e-signature-agreement', title: '电子签名约定书' },
  { slug: 'fast-pay-agreement', title: '快捷支付服务协议' },
  { slug: 'privacy-policy', title: '隐私政策' },
] as const;

export type AgreementSlug = (typeof AGREEMENTS)[number]['slug'];

/** Where the built portal serves an agreement: relative to the site root, as nginx and the back office serve it. */
export function agreementUrl(slug: AgreementSlug): string {
  return `/static-agreements/${slug}.pdf`;
}

export function agreementTitle(slug: AgreementSlug): string {
  const found = AGREEMENTS.find((agreement) => agreement.slug === slug);
  if (!found) throw new Error(`unknown agreement ${slug}`);
  return found.title;
}

/**
 * How an agreement is answered: shown in the browser, saved under its Chinese title. RFC 6266: an ASCII
 * fallback name first, then the UTF-8 name that browsers prefer. nginx (generated) and the back office use it.
 */
export function agreementDisposition(slug: AgreementSlug): string {
  return `inline; filename="${slug}.pdf"; filename*=UTF-8''${encodeURIComponent(agreementTitle(slug))}.pdf`;
}
