import { randomInt } from 'node:crypto';

import { drawPuzzle, HEIGHT, WIDTH } from './draw';
import { PUZZLE_DRAWINGS, PUZZLE_POOL_SIZE } from './rules';
import { PIECE_HEIGHT, PIECE_WIDTH } from './shape';

/** A drawn puzzle: the pictures as data URLs, the answer (drag distance, 1x px) and the piece's row. */
export interface Puzzle {
  answer: number;
  y: number;
  background: string;
  slider: string;
}

export type DrawPuzzle = typeof drawPuzzle;

export interface PuzzlePool {
  /** A puzzle drawn ahead, else one drawn now within the global ceiling; null when both are spent. */
  take(): Puzzle | null;
  stop(): void;
}

function newPuzzle(draw: DrawPuzzle): Puzzle {
  // Even 2x coordinates give whole 1x pixels; the hole never sits where the piece starts.
  const holeX = 2 * randomInt(PIECE_WIDTH / 2 + 20, (WIDTH - PIECE_WIDTH) / 2 - 5);
  const holeY = 2 * randomInt(5, (HEIGHT - PIECE_HEIGHT) / 2 - 5);
  const { background, slider } = draw(holeX, holeY);
  return {
    answer: holeX / 2,
    y: holeY / 2,
    background: `data:image/png;base64,${background.toString('base64')}`,
    slider: `data:image/png;base64,${slider.toString('base64')}`,
  };
}

/**
 * Keeps PUZZLE_POOL_SIZE puzzles drawn ahead, one per event-loop turn (setImmediate: requests run between
 * two drawings), each handed out once. Every drawing, ahead or on demand, counts toward one ceiling for the
 * process (PUZZLE_DRAWINGS, on the monotonic clock); once it is spent the pool waits for the window to move.
 */
export function createPuzzlePool(draw: DrawPuzzle = drawPuzzle): PuzzlePool {
  const ready: Puzzle[] = [];
  const drawnAt: number[] = [];
  let pending: { immediate?: NodeJS.Immediate; timeout?: NodeJS.Timeout } | null = null;
  let stopped = false;

  const msUntilBudget = (): number => {
    const now = performance.now();
    while (drawnAt.length && now - drawnAt[0] >= PUZZLE_DRAWINGS.windowMs) drawnAt.shift();
    return drawnAt.length < PUZZLE_DRAWINGS.limit ? 0 : PUZZLE_DRAWINGS.windowMs - (now - drawnAt[0]);
  };
  const drawOne = (): Puzzle | null => {
    if (msUntilBudget() > 0) return null;
    drawnAt.push(performance.now());
    return newPuzzle(draw);
  };
  const refill = (): void => {
    if (stopped || pending || ready.length >= PUZZLE_POOL_SIZE) return;
    const wait = msUntilBudget();
    const next = () => {
      pending = null;
      const puzzle = drawOne();
      if (puzzle) ready.push(puzzle);
      refill();
    };
    pending =
      wait > 0 ? { timeout: setTimeout(next, Math.ceil(wait)).unref() } : { immediate: setImmediate(next) };
  };
  refill();

  return {
    take() {
      const puzzle = ready.shift() ?? drawOne();
      refill();
      return puzzle;
    },
    stop() {
      stopped = true;
      if (pending?.immediate) clearImmediate(pending.immediate);
      if (pending?.timeout) clearTimeout(pending.timeout);
      pending = null;
    },
  };
}
