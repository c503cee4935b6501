import { AGREEMENTS, agreementTitle, agreementUrl } from '@/static-agreements';

/** /hall/user/privacy-policy: the privacy policy and the other public agreements, as the PDFs ops serve. */
export function PrivacyPolicyScreen() {
  return (
    <section aria-labelledby="privacy-title" className="gz-app-card">
      <h1 id="privacy-title">隐私政策</h1>
      <p>我们依据《隐私政策》收集、使用和保护您的个人信息。点击下方链接可在新窗口中阅读或下载全文（PDF）。</p>
      <p>
        <a href={agreementUrl('privacy-policy')} target="_blank" rel="noopener noreferrer">
          阅读《{agreementTitle('privacy-policy')}》
        </a>
      </p>
      <h2>其他公开协议</h2>
      <ul>
        {AGREEMENTS.filter((agreement) => agreement.slug !== 'privacy-policy').map((agreement) => (
          <li key={agreement.slug}>
            <a href={agreementUrl(agreement.slug)} target="_blank" rel="noopener noreferrer">
              《{agreement.title}》
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
