import type { FundSearchItem } from '@/api/fund/contract';
import { FundSearch, FundSearchView } from '@/features/fund-search';

import { Emitted } from './emitted';
import { fakeSearchFailed, never } from './fakes';
import { GallerySection, GalleryState } from './gallery-state';
import { useLastEmitted } from './live';

function LiveBox({ defaultText }: { defaultText?: string }) {
  const [chosen, choose] = useLastEmitted<FundSearchItem>();
  return (
    <>
      <FundSearch onSelect={choose} defaultText={defaultText} />
      <Emitted label="已选择" value={chosen} />
    </>
  );
}

const nothing = () => undefined;
const LIVE = '真实接口 GET /v1/fund/search。';

export function FundSearchSection() {
  return (
    <GallerySection id="fund-search" title="基金搜索框">
      <GalleryState
        id="fund-search:live"
        title="空白"
        note={`${LIVE}输入名称或代码，方向键选择，回车确认。`}
        tall
      >
        <LiveBox />
      </GalleryState>
      <GalleryState id="fund-search:results" title="有结果" note={LIVE} tall>
        <LiveBox defaultText="稳健" />
      </GalleryState>
      <GalleryState id="fund-search:no-result" title="无结果" note={LIVE} tall>
        <LiveBox defaultText="zzz" />
      </GalleryState>
      <GalleryState
        id="fund-search:not-searchable"
        title="无可搜索字符"
        note="只有符号时不发请求、不给建议。"
        tall
      >
        <LiveBox defaultText="%%" />
      </GalleryState>
      <GalleryState id="fund-search:loading" title="搜索中" tall>
        <FundSearchView search={never} onSelect={nothing} defaultText="国证" />
      </GalleryState>
      <GalleryState id="fund-search:server-error" title="服务端错误" tall>
        <FundSearchView search={fakeSearchFailed} onSelect={nothing} defaultText="债券" />
      </GalleryState>
    </GallerySection>
  );
}
