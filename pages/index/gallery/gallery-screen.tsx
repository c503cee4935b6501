import './gallery.css';

import { useInvestor } from '@/store/use-investor';

import { DialogsSection } from './dialogs-section';
import { FundSearchSection } from './fund-search-section';
import { IdCardSection } from './id-card-section';
import { useGallerySession } from './live';
import { OtherCertificateSection } from './other-certificate-section';
import { PaginationSection } from './pagination-section';
import { ReceivingAccountSection } from './receiving-account-section';
import { SmsSection } from './sms-section';
import { TradePasswordSection } from './trade-password-section';

const SECTIONS = [
  ['other-certificate', '其他证件表单'],
  ['id-card', '身份证上传'],
  ['fund-search', '基金搜索'],
  ['receiving-account', '收款账户'],
  ['trade-password', '交易密码'],
  ['sms', '短信弹窗'],
  ['pagination', '分页'],
  ['dialogs', '通用弹窗'],
] as const;

/** Every shared component of the identity area in each of its states (never in production builds). */
export function GalleryScreen() {
  const session = useGallerySession();
  const user = useInvestor({ skip: session !== 'live' });
  const jump = (id: string) => {
    const heading = document.getElementById(`gallery-section-${id}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className="gz-gallery">
      <header className="gz-gallery__intro">
        <h1 id="gallery-title">组件陈列</h1>
        <p>
          身份相关的共享组件及其各种状态。标注“真实接口”的卡片调用本地后台；
          {session === 'live'
            ? `当前已登录${user ? `（${user.name}）` : ''}。`
            : '需要登录的卡片会提示先登录。'}
        </p>
        <nav aria-label="组件目录" className="gz-gallery__toc">
          {SECTIONS.map(([id, label]) => (
            <button key={id} type="button" className="gz-link-button" onClick={() => jump(id)}>
              {label}
            </button>
          ))}
        </nav>
      </header>
      <OtherCertificateSection />
      <IdCardSection session={session} />
      <FundSearchSection />
      <ReceivingAccountSection session={session} />
      <TradePasswordSection natural={user?.isNaturalPerson ?? true} />
      <SmsSection session={session} />
      <PaginationSection />
      <DialogsSection />
    </div>
  );
}
