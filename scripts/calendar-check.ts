/**
 * `npm run calendar:check FILE`: validates an exchange calendar file before it is deployed, exactly as the
 * back office reads it (server/core/exchange-holidays.ts), and says what it changes against the file in use
 * (PORTAL_CALENDAR_FILE, else server/core/exchange-calendar.json). Exit 0 when the file is right, 1 otherwise.
 * Saving a right file where the back office reads it takes effect within seconds, without a restart.
 */
import { previewCalendar } from '@/server/core/calendar-preview';
import { DEFAULT_CALENDAR_FILE, loadExchangeCalendar } from '@/server/core/exchange-holidays';
import { dashed } from '@/shared/time';

function main(): number {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('用法：npm run calendar:check <交易日历文件>\n');
    return 1;
  }
  let data;
  try {
    data = loadExchangeCalendar(file);
  } catch (error) {
    process.stderr.write(`✗ ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const inUseFile = process.env.PORTAL_CALENDAR_FILE || DEFAULT_CALENDAR_FILE;
  const preview = previewCalendar(data, loadExchangeCalendar(inUseFile));
  const lines = [`✓ ${file} 有效：${preview.years[0].year}年至${preview.years.at(-1)?.year}年休市安排`];
  for (const year of preview.years.slice(-2)) {
    lines.push(`  ${year.year}年（通知日期 ${dashed(year.published)}）：${year.tradingDays}个交易日`);
    for (const closure of year.closures) lines.push(`    ${closure}`);
  }
  lines.push(`与在用文件（${inUseFile}）相比：`);
  const days = (list: string[]) => (list.length ? list.map(dashed).join('、') : '无');
  lines.push(`  由预计交易日改为休市：${days(preview.newlyClosed)}`);
  lines.push(`  由休市改为交易日：${days(preview.newlyOpen)}`);
  lines.push('保存到后台读取的位置后数秒内生效，无需重启；在途订单的预计日期随之更新。');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

process.exit(main());
