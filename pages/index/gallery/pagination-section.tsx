import { useState } from 'react';

import { Pagination, type PageChange } from '@/shared/ui';

import { Emitted } from './emitted';
import { GallerySection, GalleryState } from './gallery-state';

function Example(props: Parameters<typeof Pagination>[0]) {
  const [change, setChange] = useState<PageChange | null>(null);
  return (
    <>
      <Pagination {...props} onChange={setChange} />
      <Emitted label="onChange" value={change} />
    </>
  );
}

export function PaginationSection() {
  return (
    <GallerySection id="pagination" title="分页">
      <GalleryState id="pagination:default" title="默认（第1页，每页10条）">
        <Example total={95} />
      </GalleryState>
      <GalleryState id="pagination:many" title="页数较多（第7页）">
        <Example total={500} defaultPage={7} />
      </GalleryState>
      <GalleryState id="pagination:last" title="最后一页">
        <Example total={95} defaultPage={10} />
      </GalleryState>
      <GalleryState id="pagination:single" title="只有一页（显示）">
        <Example total={8} />
      </GalleryState>
      <GalleryState
        id="pagination:single-hidden"
        title="只有一页（设置隐藏）"
        note="设置 hideOnSinglePage 时整条不显示。"
      >
        <Example total={8} hideOnSinglePage />
      </GalleryState>
      <GalleryState id="pagination:disabled" title="加载中（禁用）">
        <Example total={95} disabled />
      </GalleryState>
    </GallerySection>
  );
}
