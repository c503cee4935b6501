import { drawPuzzle } from './captcha/draw';
import { renderDocument } from './core/pdf/layout';

/**
 * The work the back office runs on worker threads (core/off-thread): whatever holds the event loop for tens
 * of milliseconds — laying out a PDF, drawing and PNG-encoding a slider puzzle — so /healthz, logins and
 * orders answer while it runs. Inputs and outputs cross the thread by structured clone.
 */
export const OFF_THREAD_JOBS = {
  pdf: ({ source, title }: { source: string; title: string }) => renderDocument(source, title),
  puzzle: ({ holeX, holeY }: { holeX: number; holeY: number }) => drawPuzzle(holeX, holeY),
};

export type OffThreadJobs = typeof OFF_THREAD_JOBS;
