import { randomInt } from 'node:crypto';

import { PNG } from 'pngjs';

import { inside, onEdge, PIECE_HEIGHT, PIECE_WIDTH } from './shape';

export const WIDTH = 690;
export const HEIGHT = 390;

type Rgb = [number, number, number];
type Shape = {
  kind: 'circle' | 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  color: Rgb;
  alpha: number;
};

const rnd = (min: number, max: number) => randomInt(min, max + 1);
const color = (): Rgb => [rnd(30, 230), rnd(30, 230), rnd(30, 230)];

const clamped = (png: PNG) => new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length);

/** A randomised scene: a diagonal gradient, translucent circles and bars, and fine noise. */
function paintBackground(): PNG {
  const rgb = new Float32Array(WIDTH * HEIGHT * 3);
  const [a, b] = [color(), color()];
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      for (let i = 0; i < 3; i++) rgb[(y * WIDTH + x) * 3 + i] = a[i] + (b[i] - a[i]) * t;
    }
  }
  for (let n = rnd(9, 14); n > 0; n--) paintShape(rgb, randomShape());
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  // A clamped view rounds and clamps on assignment: no Math calls in the hot loop (slow under jest's vm).
  const out = clamped(png);
  for (let p = 0; p < WIDTH * HEIGHT; p++) {
    const noise = ((p * 7919) % 13) - 6;
    for (let i = 0; i < 3; i++) out[p * 4 + i] = rgb[p * 3 + i] + noise;
    out[p * 4 + 3] = 255;
  }
  return png;
}

function randomShape(): Shape {
  return {
    kind: randomInt(2) ? 'circle' : 'rect',
    x: rnd(0, WIDTH),
    y: rnd(0, HEIGHT),
    w: rnd(20, 140),
    h: rnd(20, 120),
    color: color(),
    alpha: rnd(25, 60) / 100,
  };
}

// Only the shape's bounding box is visited.
function paintShape(rgb: Float32Array, shape: Shape): void {
  const circle = shape.kind === 'circle';
  const [x0, x1] = circle ? [shape.x - shape.w, shape.x + shape.w] : [shape.x, shape.x + shape.w];
  const [y0, y1] = circle ? [shape.y - shape.w, shape.y + shape.w] : [shape.y, shape.y + shape.h];
  const [left, right, top, bottom] = [
    Math.max(0, x0),
    Math.min(WIDTH, x1),
    Math.max(0, y0),
    Math.min(HEIGHT, y1),
  ];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      if (circle && (x - shape.x) ** 2 + (y - shape.y) ** 2 > shape.w * shape.w) continue;
      const offset = (y * WIDTH + x) * 3;
      for (let i = 0; i < 3; i++)
        rgb[offset + i] = rgb[offset + i] * (1 - shape.alpha) + shape.color[i] * shape.alpha;
    }
  }
}

/** Draws the background with a hole at (holeX, holeY) and the matching piece, both 2x, as PNG bytes. */
export function drawPuzzle(holeX: number, holeY: number): { background: Buffer; slider: Buffer } {
  const scene = paintBackground();
  const piece = new PNG({ width: PIECE_WIDTH, height: PIECE_HEIGHT });
  const sceneOut = clamped(scene);
  for (let y = 0; y < PIECE_HEIGHT; y++) {
    for (let x = 0; x < PIECE_WIDTH; x++) {
      const target = (y * PIECE_WIDTH + x) * 4;
      if (!inside(x, y)) continue;
      const source = ((holeY + y) * WIDTH + holeX + x) * 4;
      const edge = onEdge(x, y);
      for (let i = 0; i < 3; i++) {
        const v = scene.data[source + i];
        piece.data[target + i] = edge ? 250 : v;
        sceneOut[source + i] = edge ? v * 0.5 + 120 : v * 0.42;
      }
      piece.data[target + 3] = 255;
    }
  }
  // A fixed filter: pngjs's adaptive filter choice costs seconds per image (and far more under jest's vm).
  const options = { deflateLevel: 6, filterType: 1 };
  return { background: PNG.sync.write(scene, options), slider: PNG.sync.write(piece, options) };
}
