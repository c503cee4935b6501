import { randomInt } from 'node:crypto';

import { HEIGHT, WIDTH } from './draw';
import { PUZZLE_DRAWINGS, PUZZLE_POOL_SIZE } from './rules';
import { PIECE_HEIGHT, PIECE_WIDTH } from './shape';

/** A drawn puzzle: the pictures as data URLs, the answer (drag distance, 1x px) and the piece's row. */
export interface Puzzle {
  answer: number;
  y: number;
  background: string;
  slider: string;
}

/** Draws the two PNGs of a puzzle whose hole sits at (holeX, holeY), 2x px: on a worker thread (core/off-thread). */
export type DrawPuzzle = (input: {
  holeX: number;
  holeY: number;
}) => Promise<{ background: Uint8Array; slider: Uint8Array }>;

export interface PuzzlePool {
  /** Starts drawing ahead (the back office's start; otherwise the first request does). */
  warm(): void;
  /** A puzzle drawn ahead, else one drawn now within the global ceiling; null when both are spent. */
  take(): Promise<Puzzle | null>;
  stop(): void;
}

const dataUrl = (png: Uint8Array) =>
  `data:image/png;base64,${Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64')}`;

async function newPuzzle(draw: DrawPuzzle): Promise<Puzzle> {
  // Even 2x coordinates give whole 1x pixels; the hole never sits where the piece starts.
  const holeX = 2 * randomInt(PIECE_WIDTH / 2 + 20, (WIDTH - PIECE_WIDTH) / 2 - 5);
  const holeY = 2 * randomInt(5, (HEIGHT - PIECE_HEIGHT) / 2 - 5);
  const { background, slider } = await draw({ holeX, holeY });
  return { answer: holeX / 2, y: holeY / 2, background: dataUrl(background), slider: dataUrl(slider) };
}

/**
 * Keeps PUZZLE_POOL_SIZE puzzles drawn ahead, one at a time on a worker thread, each handed out once.
 * Every drawing, ahead or on demand, counts toward one ceiling for the process (PUZZLE_DRAWINGS, on the
 * monotonic clock); once it is spent the pool waits for the window to move and a request is refused.
 */
export function createPuzzlePool(draw: DrawPuzzle): PuzzlePool {
  const ready: Puzzle[] = [];
  const drawnAt: number[] = [];
  let refilling = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const msUntilBudget = (): number => {
    const now = performance.now();
    while (drawnAt.length && now - drawnAt[0] >= PUZZLE_DRAWINGS.windowMs) drawnAt.shift();
    return drawnAt.length < PUZZLE_DRAWINGS.limit ? 0 : PUZZLE_DRAWINGS.windowMs - (now - drawnAt[0]);
  };
  const drawOne = (): Promise<Puzzle> | null => {
    if (msUntilBudget() > 0) return null;
    drawnAt.push(performance.now());
    return newPuzzle(draw);
  };
  const refill = (): void => {
    if (stopped || refilling || timer || ready.length >= PUZZLE_POOL_SIZE) return;
    const wait = msUntilBudget();
    if (wait > 0) {
      timer = setTimeout(() => {
        timer = null;
        refill();
      }, Math.ceil(wait)).unref();
      return;
    }
    const next = drawOne();
    if (!next) return;
    refilling = true;
    next
      .then((puzzle) => {
        if (!stopped) ready.push(puzzle);
      })
      .catch(() => undefined)
      .finally(() => {
        refilling = false;
        refill();
      });
  };

  return {
    warm: refill,
    async take() {
      const ahead = ready.shift();
      const puzzle = ahead ?? (await drawOne());
      refill();
      return puzzle ?? null;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
