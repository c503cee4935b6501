/**
 * Shanghai time, one module for the pages and the back office: yyyyMMdd day arithmetic (day.ts), instants read
 * as Shanghai's UTC+8 wall clock (shanghai.ts), and the dates and times screens and messages show (format.ts).
 */
export * from './day';
export * from './shanghai';
export * from './format';
