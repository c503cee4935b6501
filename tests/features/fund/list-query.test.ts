import {
  DEFAULT_LIST_PARAMS,
  listQueryOf,
  readListParams,
  SORT_OPTIONS,
  withCategory,
  withKeyword,
  withSort,
  writeListParams,
} from '@/features/fund';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('the fund list query in the address', () => {
  it('offers the spec’s 12 sort options in its order', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      '产品类别',
      '风险等级',
      '起购金额',
      '净值日期',
      '单位净值',
      '累计净值',
      '近三月收益率',
      '近一年收益率',
      '成立以来收益率',
      '产品状态',
      '七日年化收益率',
      '万份收益',
    ]);
  });

  it('reads defaults from an empty address and keeps an empty address for defaults', () => {
    expect(read('')).toEqual(DEFAULT_LIST_PARAMS);
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  });

  it('round-trips a chosen page', () => {
    const params = {
      sort: 'yearRate',
      order: 'asc',
      pageNum: 3,
      pageSize: 20,
      keyword: '稳健',
      category: '2',
    } as const;
    const written = writeListParams(params);
    expect(written.toString()).toBe(
      'sort=yearRate&order=asc&page=3&size=20&keyword=%E7%A8%B3%E5%81%A5&type=2',
    );
    expect(readListParams(written)).toEqual(params);
  });

  it('rates sort highest first unless told otherwise', () => {
    expect(read('sort=threeMonthRate')).toMatchObject({ sort: 'threeMonthRate', order: 'desc' });
    expect(read('sort=riskLevel')).toMatchObject({ order: 'asc' });
  });

  it('falls back to defaults for values the back office would refuse', () => {
    expect(read('sort=price&order=up&page=0&size=15')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('page=10001&size=100')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('page=1e3')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read('type=0')).toEqual(DEFAULT_LIST_PARAMS);
    expect(read(`keyword=${'基'.repeat(60)}`).keyword).toHaveLength(50);
  });

  it('a new sort or keyword starts at page 1; the same sort flips the order', () => {
    const onPage3 = { ...DEFAULT_LIST_PARAMS, pageNum: 3 };
    expect(withSort(onPage3, 'yearRate')).toMatchObject({ sort: 'yearRate', order: 'desc', pageNum: 1 });
    expect(withSort({ ...onPage3, sort: 'yearRate', order: 'desc' }, 'yearRate')).toMatchObject({
      order: 'asc',
    });
    expect(withKeyword(onPage3, '  970001 ')).toMatchObject({ keyword: '970001', pageNum: 1 });
    expect(withCategory(onPage3, '1')).toMatchObject({ category: '1', pageNum: 1 });
  });

  it('a type tab asks the back office for that category only (I3E.16)', () => {
    expect(listQueryOf(read('type=6'))).toEqual({
      sort: 'category',
      order: 'asc',
      pageNum: 1,
      pageSize: DEFAULT_LIST_PARAMS.pageSize,
      productCategory: '6',
    });
    expect(listQueryOf(DEFAULT_LIST_PARAMS)).not.toHaveProperty('productCategory');
  });
});
