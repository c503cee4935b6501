import { useNavigate, useSearchParams } from 'react-router-dom';

import type { FundListItem } from '@/api/fund/contract';
import { fundListApi, useListFundsQuery } from '@/api/fund/endpoints-list';
import {
  CategoryTabs,
  type FundListParams,
  FundTable,
  listQueryOf,
  readListParams,
  withCategory,
  withKeyword,
  withSort,
  writeListParams,
} from '@/features/fund';
import { FundSearch } from '@/features/fund-search';
import { buyActionOf } from '@/features/order';
import {
  comparisonFacts,
  fundCodeInCheck,
  isBusy,
  knownFacts,
  purchaseOrderPath,
  rememberPass,
  SuitabilityDialogs,
  useSuitabilityFlow,
} from '@/features/suitability';
import { useServerOffset } from '@/features/trade-kit';
import { LoadFailed } from '@/shared/components/load-failed';
import { USER_TYPE_REGISTERED } from '@/shared/enums/account';
import { Button, Pagination } from '@/shared/ui';
import { useInvestor } from '@/store/use-investor';

import type { Preload } from '../../shell/opening-screen';
import { loadAhead, loadPurchaseOrderScreen } from '../order-screens';
import { SortBar } from './sort-bar';
import './purchase.css';

const PURCHASE_TEXT = {
  title: '购买基金',
  search: '产品名称/代码',
  showAll: '显示全部产品',
  filtered: (keyword: string) => `正在显示“${keyword}”的结果`,
  failed: '产品列表加载失败',
  pages: '基金列表分页',
  /** A fund off the direct-sales white list: shown in the catalogue, bought elsewhere. */
  notSoldOnline: '非网上直销',
} as const;

/** /trade-center/purchase: the catalogue; 购买 runs the checks of spec §4 and goes on to the order. */
export function PurchaseScreen() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const params = readListParams(search);
  const list = useListFundsQuery(listQueryOf(params));
  const user = useInvestor();
  const serverOffsetMs = useServerOffset();
  const flow = useSuitabilityFlow((run) => {
    rememberPass(run);
    void navigate(purchaseOrderPath(run.fund.fundCode));
  });
  const update = (next: FundListParams) => setSearch(writeListParams(next));
  const checking = isBusy(flow.state) ? fundCodeInCheck(flow.state) : null;
  const inCheck = list.data?.list.find((item) => item.fundCode === fundCodeInCheck(flow.state));
  const verdict = 'run' in flow.state ? flow.state.run.verdict : undefined;

  const buy = (item: FundListItem) => {
    const { business } = buyActionOf(item.subscribeState);
    if (!business || !user) return;
    loadAhead(loadPurchaseOrderScreen);
    flow.start(
      {
        fundCode: item.fundCode,
        fundName: item.fundName,
        productCategory: item.productCategory,
        businessType: business,
      },
      { isNaturalPerson: user.isNaturalPerson },
    );
  };

  return (
    <section aria-labelledby="purchase-title" className="gz-app-card gz-purchase">
      <h1 id="purchase-title">{PURCHASE_TEXT.title}</h1>
      <div className="gz-purchase__tools">
        <div className="gz-purchase__search">
          <FundSearch
            key={params.keyword}
            ariaLabel={PURCHASE_TEXT.search}
            whiteListOnly
            consignment={user?.userType === USER_TYPE_REGISTERED}
            onSelect={(item) => update(withKeyword(params, item.code))}
          />
          {params.keyword && (
            <>
              <span className="gz-purchase__filter">{PURCHASE_TEXT.filtered(params.keyword)}</span>
              <Button onClick={() => update(withKeyword(params, ''))}>{PURCHASE_TEXT.showAll}</Button>
            </>
          )}
        </div>
        <SortBar
          params={params}
          onSort={(sort) => update(withSort(params, sort))}
          onToggleOrder={() => update(withSort(params, params.sort))}
        />
      </div>
      <CategoryTabs value={params.category} onChange={(category) => update(withCategory(params, category))} />
      {list.isError ? (
        <LoadFailed
          message={PURCHASE_TEXT.failed}
          onRetry={() => void list.refetch()}
          className="gz-purchase__failed"
        />
      ) : (
        <FundTable
          items={list.data?.list}
          loading={list.isFetching}
          params={params}
          buyButton={(item) => {
            if (!item.white) return { label: PURCHASE_TEXT.notSoldOnline, disabled: true };
            const action = buyActionOf(item.subscribeState);
            return { label: action.label, disabled: !action.business || !user };
          }}
          onBuy={buy}
          checkingCode={checking}
          isNaturalPerson={user?.isNaturalPerson ?? true}
        />
      )}
      <Pagination
        total={list.data?.total ?? 0}
        page={params.pageNum}
        pageSize={params.pageSize}
        hideOnSinglePage
        ariaLabel={PURCHASE_TEXT.pages}
        onChange={({ page, pageSize }) =>
          update({ ...params, pageNum: pageSize === params.pageSize ? page : 1, pageSize })
        }
      />
      <SuitabilityDialogs
        state={flow.state}
        send={flow.send}
        onNavigate={(to) => void navigate(to)}
        serverOffsetMs={serverOffsetMs}
        facts={comparisonFacts(knownFacts(user, inCheck), verdict)}
      />
    </section>
  );
}

/** The catalogue's first page, for the address the visit opens on (see shell/opening-screen.ts). */
PurchaseScreen.preload = ((dispatch, search) => {
  void dispatch(fundListApi.util.prefetch('listFunds', listQueryOf(readListParams(search)), {}));
}) satisfies Preload;
