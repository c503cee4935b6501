/**
 * The puzzle piece, in 2x pixels: a square body with a round tab on top and on the right and a round notch
 * on the left. The piece image is PIECE_WIDTH × PIECE_HEIGHT; `inside(x, y)` is in its coordinates.
 */
const TAB = 16;
const BODY = 88;
export const PIECE_WIDTH = BODY + 2 * TAB;
export const PIECE_HEIGHT = BODY + TAB + 2;

const bodyLeft = TAB / 2;
const bodyTop = TAB;

function inCircle(x: number, y: number, cx: number, cy: number, r: number): boolean {
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

export function inside(x: number, y: number): boolean {
  const px = x + 0.5;
  const py = y + 0.5;
  const inBody = px >= bodyLeft && px < bodyLeft + BODY && py >= bodyTop && py < bodyTop + BODY;
  const topTab = inCircle(px, py, bodyLeft + BODY / 2, bodyTop, TAB - 2);
  const rightTab = inCircle(px, py, bodyLeft + BODY, bodyTop + BODY / 2, TAB - 2);
  const leftNotch = inCircle(px, py, bodyLeft, bodyTop + BODY / 2, TAB - 4);
  return (inBody && !leftNotch) || topTab || rightTab;
}

/** Distance to the outline, 0..2 px: used for the light rim on the hole and the piece. */
export function onEdge(x: number, y: number): boolean {
  if (!inside(x, y)) return false;
  for (const [dx, dy] of [
    [-2, 0],
    [2, 0],
    [0, -2],
    [0, 2],
  ]) {
    if (!inside(x + dx, y + dy)) return true;
  }
  return false;
}
