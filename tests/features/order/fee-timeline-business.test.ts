import { buyActionOf, feePreview, orderTimeline } from '@/features/order';

describe('the fee preview', () => {
  it('strikes the list fee through only when the charged fee is lower', () => {
    expect(feePreview({ listFee: '150.00', fee: '15', listRate: '1.5', rate: 0.15 })).toEqual({
      fee: '15.00元',
      rate: '0.15%',
      listFee: '150.00元',
      listRate: '1.50%',
    });
    expect(feePreview({ listFee: 15, fee: '15.00', rate: '0.15' })).toEqual({
      fee: '15.00元',
      rate: '0.15%',
    });
  });

  it('shows a free order as 0.00元 beside its list fee', () => {
    expect(feePreview({ listFee: '12', fee: '0' })).toEqual({
      fee: '0.00元',
      listFee: '12.00元',
      listRate: undefined,
      rate: undefined,
    });
  });

  it('shows nothing rather than a wrong fee when the quote cannot be read', () => {
    expect(feePreview({ listFee: '12', fee: 'NaN' })).toBeUndefined();
    expect(feePreview({ listFee: '12', fee: '' })).toBeUndefined();
  });
});

describe('the order timeline', () => {
  const dates = {
    submittedAt: '2025-02-28 15:30:12',
    tradeDate: '20250303',
    cutOffTime: '150000',
    confirmDate: '20250305',
    availableDate: '20250306',
  };
  const statuses = (now: string, confirmed = false) =>
    orderTimeline(dates, new Date(now), confirmed).map((step) => `${step.key}:${step.status}`);

  it('lists submitted → trade date → predicted confirm → predicted available with server dates', () => {
    const steps = orderTimeline(dates, new Date('2025-02-28T07:30:12Z'));
    expect(steps.map((step) => [step.label, step.when])).toEqual([
      ['提交申请', '2025-02-28 15:30:12'],
      ['交易日（T日）', '2025-03-03'],
      ['预计确认份额', '2025-03-05'],
      ['预计份额可用', '2025-03-06'],
    ]);
  });

  it('says how each business prices and confirms: T’s NAV, par for a subscription, the open day for a booking', () => {
    const hints = (businessType?: 'Purchase' | 'Subscribe' | 'BookPurchase') =>
      orderTimeline({ ...dates, businessType }, new Date('2025-02-28T07:30:12Z'))
        .slice(1, 3)
        .map((step) => step.hint);
    expect(hints()).toEqual(['按T日净值计算份额', '基金公司确认份额']);
    expect(hints('Purchase')).toEqual(['按T日净值计算份额', '基金公司确认份额']);
    expect(hints('Subscribe')).toEqual(['按面值1.00元认购份额', '产品成立后确认份额']);
    expect(hints('BookPurchase')).toEqual(['即开放日，按当日净值计算份额', '基金公司确认份额']);
  });

  it('waits at the trade date until the cut-off of T the server named', () => {
    const early = { ...dates, cutOffTime: '143000' };
    expect(orderTimeline(early, new Date('2025-03-03T06:30:00Z'))[1].status).toBe('done');
    expect(statuses('2025-03-03T06:59:59Z')).toEqual([
      'submitted:done',
      'trade:current',
      'confirm:upcoming',
      'available:upcoming',
    ]);
    expect(statuses('2025-03-03T07:00:00Z')).toEqual([
      'submitted:done',
      'trade:done',
      'confirm:current',
      'available:upcoming',
    ]);
  });

  it('never calls the predicted confirmation done before the order is confirmed', () => {
    expect(statuses('2025-03-07T00:00:00Z')).toEqual([
      'submitted:done',
      'trade:done',
      'confirm:current',
      'available:upcoming',
    ]);
  });

  it('after confirmation the shares become available on their day', () => {
    expect(statuses('2025-03-05T10:00:00Z', true)).toEqual([
      'submitted:done',
      'trade:done',
      'confirm:done',
      'available:current',
    ]);
    expect(orderTimeline(dates, new Date('2025-03-05T10:00:00Z'), true)[2].label).toBe('份额已确认');
    // 2025-03-06 00:00 Shanghai is 2025-03-05T16:00Z.
    expect(statuses('2025-03-05T16:00:00Z', true)).toEqual([
      'submitted:done',
      'trade:done',
      'confirm:done',
      'available:done',
    ]);
  });
});

describe('the buying business a fund offers', () => {
  it('follows subscribeState', () => {
    expect(buyActionOf('1')).toEqual({ business: 'Subscribe', label: '认购', noun: '认购' });
    expect(buyActionOf(2)).toEqual({ business: 'Purchase', label: '购买', noun: '申购' });
    expect(buyActionOf('3')).toEqual({ business: 'BookPurchase', label: '预约', noun: '预约申购' });
    expect(buyActionOf('0')).toEqual({ business: null, label: '暂停购买', noun: '购买' });
    expect(buyActionOf(undefined).business).toBeNull();
  });
});
