import type { YyyyMmDd } from './shanghai-day';

/**
 * The exchanges' holiday closures as published (上海证券交易所 and 深圳证券交易所 notices, identical each
 * year): the closed period (both ends included, weekend days inside it too), the day trading reopens, and
 * the weekend days the notice names as 周末休市 — the make-up working days (调休上班), which are working days
 * for offices but never trading days. `reopen` and the make-up days are kept to check the table against the
 * notices' own words; the calendar itself needs only the periods and the weekdays.
 */
export interface HolidayClosure {
  name: string;
  from: YyyyMmDd;
  to: YyyyMmDd;
  reopen: YyyyMmDd;
  makeUpWorkdays: YyyyMmDd[];
}

export interface ClosureNotice {
  year: number;
  /** The notice: 关于上海证券交易所<year>年(全年|部分节假日)休市安排的通知, and its date. */
  published: YyyyMmDd;
  closures: HolidayClosure[];
}

export const CLOSURE_NOTICES: ClosureNotice[] = [
  {
    year: 2023,
    published: '20221227',
    closures: [
      { name: '元旦', from: '20221231', to: '20230102', reopen: '20230103', makeUpWorkdays: [] },
      {
        name: '春节',
        from: '20230121',
        to: '20230127',
        reopen: '20230130',
        makeUpWorkdays: ['20230128', '20230129'],
      },
      { name: '清明节', from: '20230405', to: '20230405', reopen: '20230406', makeUpWorkdays: [] },
      {
        name: '劳动节',
        from: '20230429',
        to: '20230503',
        reopen: '20230504',
        makeUpWorkdays: ['20230423', '20230506'],
      },
      { name: '端午节', from: '20230622', to: '20230624', reopen: '20230626', makeUpWorkdays: ['20230625'] },
      {
        name: '中秋节、国庆节',
        from: '20230929',
        to: '20231006',
        reopen: '20231009',
        makeUpWorkdays: ['20231007', '20231008'],
      },
    ],
  },
  {
    year: 2024,
    published: '20231226',
    closures: [
      { name: '元旦', from: '20231230', to: '20240101', reopen: '20240102', makeUpWorkdays: [] },
      {
        name: '春节',
        from: '20240209',
        to: '20240217',
        reopen: '20240219',
        makeUpWorkdays: ['20240204', '20240218'],
      },
      { name: '清明节', from: '20240404', to: '20240406', reopen: '20240408', makeUpWorkdays: ['20240407'] },
      {
        name: '劳动节',
        from: '20240501',
        to: '20240505',
        reopen: '20240506',
        makeUpWorkdays: ['20240428', '20240511'],
      },
      { name: '端午节', from: '20240610', to: '20240610', reopen: '20240611', makeUpWorkdays: [] },
      { name: '中秋节', from: '20240915', to: '20240917', reopen: '20240918', makeUpWorkdays: ['20240914'] },
      {
        name: '国庆节',
        from: '20241001',
        to: '20241007',
        reopen: '20241008',
        makeUpWorkdays: ['20240929', '20241012'],
      },
    ],
  },
  {
    year: 2025,
    published: '20241223',
    closures: [
      { name: '元旦', from: '20250101', to: '20250101', reopen: '20250102', makeUpWorkdays: [] },
      {
        name: '春节',
        from: '20250128',
        to: '20250204',
        reopen: '20250205',
        makeUpWorkdays: ['20250126', '20250208'],
      },
      { name: '清明节', from: '20250404', to: '20250406', reopen: '20250407', makeUpWorkdays: [] },
      { name: '劳动节', from: '20250501', to: '20250505', reopen: '20250506', makeUpWorkdays: ['20250427'] },
      { name: '端午节', from: '20250531', to: '20250602', reopen: '20250603', makeUpWorkdays: [] },
      {
        name: '国庆节、中秋节',
        from: '20251001',
        to: '20251008',
        reopen: '20251009',
        makeUpWorkdays: ['20250928', '20251011'],
      },
    ],
  },
  {
    year: 2026,
    published: '20251222',
    closures: [
      { name: '元旦', from: '20260101', to: '20260103', reopen: '20260105', makeUpWorkdays: ['20260104'] },
      {
        name: '春节',
        from: '20260215',
        to: '20260223',
        reopen: '20260224',
        makeUpWorkdays: ['20260214', '20260228'],
      },
      { name: '清明节', from: '20260404', to: '20260406', reopen: '20260407', makeUpWorkdays: [] },
      { name: '劳动节', from: '20260501', to: '20260505', reopen: '20260506', makeUpWorkdays: ['20260509'] },
      { name: '端午节', from: '20260619', to: '20260621', reopen: '20260622', makeUpWorkdays: [] },
      { name: '中秋节', from: '20260925', to: '20260927', reopen: '20260928', makeUpWorkdays: [] },
      {
        name: '国庆节',
        from: '20261001',
        to: '20261007',
        reopen: '20261008',
        makeUpWorkdays: ['20260920', '20261010'],
      },
    ],
  },
];

/**
 * The range the calendar answers for: the first day of the first notice's year to the last day of the last
 * notice's year. 2027's notice is not published yet (the exchanges publish in late December), so nothing
 * after 20261231 is guessed: a later date is refused, and adding the 2027 notice above extends the range.
 */
export const CALENDAR_FIRST_DAY: YyyyMmDd = `${CLOSURE_NOTICES[0].year}0101`;
export const CALENDAR_LAST_DAY: YyyyMmDd = `${CLOSURE_NOTICES[CLOSURE_NOTICES.length - 1].year}1231`;
