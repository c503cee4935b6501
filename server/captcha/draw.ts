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

function hit(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'rect')
    return x >= shape.x && x < shape.x + shape.w && y >= shape.y && y < shape.y + shape.h;
  return (x - shape.x) ** 2 + (y - shape.y) ** 2 <= shape.w * shape.w;
}

/** A randomised scene: a diagonal gradient, translucent circles and bars, and fine noise. */
function paintBackground(): PNG {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const [a, b] = [color(), color()];
  const shapes: Shape[] = Array.from({ length: rnd(9, 14) }, () => ({
    kind: randomInt(2) ? 'circle' : 'rect',
    x: rnd(0, WIDTH),
    y: rnd(0, HEIGHT),
    w: rnd(20, 140),
    h: rnd(20, 120),
    color: color(),
    alpha: rnd(25, 60) / 100,
  }));
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const t = (x / WIDTH + y / HEIGHT) / 2;
      let rgb: Rgb = [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;
      for (const shape of shapes) {
        if (hit(shape, x, y))
          rgb = rgb.map((v, i) => v * (1 - shape.alpha) + shape.color[i] * shape.alpha) as Rgb;
      }
      const noise = ((x * 7919 + y * 104729) % 13) - 6;
      const offset = (y * WIDTH + x) * 4;
      for (let i = 0; i < 3; i++)
        png.data[offset + i] = Math.max(0, Math.min(255, Math.round(rgb[i] + noise)));
      png.data[offset + 3] = 255;
    }
  }
  return png;
}

/** Draws the background with a hole at (holeX, holeY) and the matching piece, both 2x, as PNG bytes. */
export function drawPuzzle(holeX: number, holeY: number): { background: Buffer; slider: Buffer } {
  const scene = paintBackground();
  const piece = new PNG({ width: PIECE_WIDTH, height: PIECE_HEIGHT });
  for (let y = 0; y < PIECE_HEIGHT; y++) {
    for (let x = 0; x < PIECE_WIDTH; x++) {
      const target = (y * PIECE_WIDTH + x) * 4;
      if (!inside(x, y)) continue;
      const source = ((holeY + y) * WIDTH + holeX + x) * 4;
      const edge = onEdge(x, y);
      for (let i = 0; i < 3; i++) {
        const v = scene.data[source + i];
        piece.data[target + i] = edge ? 250 : v;
        scene.data[source + i] = edge ? Math.round(v * 0.5 + 120) : Math.round(v * 0.42);
      }
      piece.data[target + 3] = 255;
    }
  }
  return { background: PNG.sync.write(scene, { deflateLevel: 6 }), slider: PNG.sync.write(piece) };
}
