/**
 * The banks whose cards the direct-sales channel binds (spec: about 70 bank codes with short and full
 * names; issue 41 item 4): the major state banks, the joint-stock banks, city and rural banks. One table for
 * the page's labels and the back office's binding and fast pay.
 *
 * - `code`: the channel's bank code (002 工商 … 007 招商 as orders store them; the rest continue it).
 * - `cnaps`: the bank's 行别代码 in the PBOC payment system (313 every city commercial bank, 314 every rural
 *   commercial bank, 402 the rural credit co-operatives).
 * - `bins`: the first six digits of its debit cards where known; a card whose BIN is not listed is taken for
 *   the bank the investor chooses (the bank's SMS to the reserved phone confirms it).
 * - `luhn: false`: the bank's cards do not all end in a Luhn check digit (co-operatives of one province issue
 *   under several numbering rules); every other bank's do.
 * - `fastPay`: the channel's quick-payment limits in yuan (single order, day); absent: no fast pay.
 */
export interface Bank {
  code: string;
  short: string;
  full: string;
  cnaps: string;
  bins: readonly string[];
  luhn: boolean;
  fastPay: { single: number; daily: number } | null;
}

type Row = [
  code: string,
  short: string,
  full: string,
  cnaps: string,
  bins?: string[],
  fastPay?: [number, number],
];

const W5 = 50_000;
const W10 = 100_000;
const W20 = 200_000;
const W2 = 20_000;

const ROWS: Row[] = [
  // The state banks, and 招商银行 among them as its code of old (007) puts it.
  [
    '002',
    '工商银行',
    '中国工商银行',
    '102',
    ['622202', '622208', '621226', '621225', '620058', '622200'],
    [W5, W5],
  ],
  ['003', '农业银行', '中国农业银行', '103', ['622848', '622845', '622827', '622849', '623052'], [W5, W10]],
  [
    '004',
    '中国银行',
    '中国银行',
    '104',
    ['621661', '621660', '622760', '621785', '621786', '601382'],
    [W5, W5],
  ],
  ['005', '建设银行', '中国建设银行', '105', ['621700', '622700', '436742', '622280', '623668'], [W5, W10]],
  ['006', '交通银行', '交通银行', '301', ['622260', '622262', '601428', '405512', '622261'], [W5, W5]],
  ['007', '招商银行', '招商银行', '308', ['622588', '621483', '621286', '621485'], [W5, W20]],
  [
    '008',
    '邮储银行',
    '中国邮政储蓄银行',
    '403',
    ['621799', '622188', '621098', '622150', '622151'],
    [W5, W5],
  ],
  // The joint-stock banks.
  [
    '009',
    '中信银行',
    '中信银行',
    '302',
    ['622690', '622691', '622692', '621771', '622696', '622698'],
    [W5, W5],
  ],
  ['010', '光大银行', '中国光大银行', '303', ['622660', '622661', '622662', '622663', '622666'], [W5, W5]],
  ['011', '华夏银行', '华夏银行', '304', ['622630', '622631', '622632', '622633', '623020'], [W5, W5]],
  ['012', '民生银行', '中国民生银行', '305', ['622615', '622617', '622618', '622622', '621691'], [W5, W5]],
  ['013', '广发银行', '广发银行', '306', ['622568', '621462'], [W5, W5]],
  ['014', '平安银行', '平安银行', '307', ['622155', '622156', '622157', '621626', '623058'], [W5, W5]],
  ['015', '兴业银行', '兴业银行', '309', ['622909', '622908'], [W5, W5]],
  [
    '016',
    '浦发银行',
    '上海浦东发展银行',
    '310',
    ['622521', '622522', '622523', '621792', '621793'],
    [W5, W5],
  ],
  ['017', '浙商银行', '浙商银行', '316', [], [W5, W5]],
  ['018', '恒丰银行', '恒丰银行', '315', ['622388'], [W2, W5]],
  ['019', '渤海银行', '渤海银行', '318', ['622884', '621268'], [W2, W5]],
  // City commercial banks.
  ['020', '北京银行', '北京银行', '313', ['602969'], [W5, W5]],
  ['021', '上海银行', '上海银行', '325', ['622892'], [W5, W5]],
  ['022', '江苏银行', '江苏银行', '313', [], [W5, W5]],
  ['023', '南京银行', '南京银行', '313', [], [W5, W5]],
  ['024', '宁波银行', '宁波银行', '313', [], [W5, W5]],
  ['025', '杭州银行', '杭州银行', '313', [], [W5, W5]],
  ['026', '徽商银行', '徽商银行', '319', [], [W2, W5]],
  ['027', '天津银行', '天津银行', '313'],
  ['028', '重庆银行', '重庆银行', '313'],
  ['029', '成都银行', '成都银行', '313'],
  ['030', '长沙银行', '长沙银行', '313'],
  ['031', '贵阳银行', '贵阳银行', '313'],
  ['032', '郑州银行', '郑州银行', '313'],
  ['033', '青岛银行', '青岛银行', '313'],
  ['034', '西安银行', '西安银行', '313'],
  ['035', '苏州银行', '苏州银行', '313'],
  ['036', '厦门银行', '厦门银行', '313'],
  ['037', '齐鲁银行', '齐鲁银行', '313'],
  ['038', '兰州银行', '兰州银行', '313'],
  ['039', '广州银行', '广州银行', '313'],
  ['040', '汉口银行', '汉口银行', '313'],
  ['041', '河北银行', '河北银行', '313'],
  ['042', '哈尔滨银行', '哈尔滨银行', '313'],
  ['043', '盛京银行', '盛京银行', '313'],
  ['044', '大连银行', '大连银行', '313'],
  ['045', '东莞银行', '东莞银行', '313'],
  ['046', '温州银行', '温州银行', '313'],
  ['047', '台州银行', '台州银行', '313'],
  ['048', '泰隆银行', '浙江泰隆商业银行', '313'],
  ['049', '稠州银行', '浙江稠州商业银行', '313'],
  ['050', '九江银行', '九江银行', '313'],
  ['051', '江西银行', '江西银行', '313'],
  ['052', '富滇银行', '富滇银行', '313'],
  ['053', '晋商银行', '晋商银行', '313'],
  ['054', '湖南银行', '湖南银行', '313'],
  ['055', '北部湾银行', '广西北部湾银行', '313'],
  ['056', '桂林银行', '桂林银行', '313'],
  ['057', '吉林银行', '吉林银行', '313'],
  ['058', '龙江银行', '龙江银行', '313'],
  ['059', '内蒙古银行', '内蒙古银行', '313'],
  ['060', '甘肃银行', '甘肃银行', '313'],
  ['061', '宁夏银行', '宁夏银行', '313'],
  // Rural commercial banks and the provinces' rural credit co-operatives.
  ['062', '北京农商银行', '北京农村商业银行', '314', [], [W2, W5]],
  ['063', '上海农商银行', '上海农村商业银行', '322', [], [W2, W5]],
  ['064', '重庆农商银行', '重庆农村商业银行', '314'],
  ['065', '广州农商银行', '广州农村商业银行', '314'],
  ['066', '深圳农商银行', '深圳农村商业银行', '314'],
  ['067', '成都农商银行', '成都农村商业银行', '314'],
  ['068', '天津农商银行', '天津农村商业银行', '314'],
  ['069', '顺德农商银行', '广东顺德农村商业银行', '314'],
  ['070', '东莞农商银行', '东莞农村商业银行', '314'],
  ['071', '武汉农商银行', '武汉农村商业银行', '314'],
  ['072', '江苏农信', '江苏省农村信用社联合社', '402'],
  ['073', '浙江农信', '浙江省农村信用社联合社', '402'],
  ['074', '广东农信', '广东省农村信用社联合社', '402'],
  ['075', '山东农信', '山东省农村信用社联合社', '402'],
];

/** Every bank of the channel, in the order its list shows them. */
export const BANKS: readonly Bank[] = ROWS.map(([code, short, full, cnaps, bins = [], fastPay]) => ({
  code,
  short,
  full,
  cnaps,
  bins,
  luhn: cnaps !== '402',
  fastPay: fastPay ? { single: fastPay[0], daily: fastPay[1] } : null,
}));

export function bankByCode(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}

/** A bank's name as the portal shows it beside a card (its full name); the code itself when unknown. */
export function bankName(code: string): string {
  return bankByCode(code)?.full ?? code;
}

/** The bank a card number belongs to by its BIN, once six digits are there. */
export function bankOfCardNo(digits: string): Bank | undefined {
  if (digits.length < 6) return undefined;
  return BANKS.find((bank) => bank.bins.some((bin) => digits.startsWith(bin)));
}
