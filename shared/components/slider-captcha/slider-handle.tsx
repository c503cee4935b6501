import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface SliderHandleProps {
  offset: number;
  max: number;
  disabled: boolean;
  describedBy: string;
  onBegin: () => void;
  onMove: (offset: number) => void;
  onRelease: (offset: number) => void;
}

const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)));

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/**
 * The handle under the picture: dragged with a mouse, a finger or a pen (pointer events, so one code path),
 * or moved with the keyboard — arrows 1 px, with Shift 10 px, Home and End, Enter submits the position.
 */
export function SliderHandle({
  offset,
  max,
  disabled,
  describedBy,
  onBegin,
  onMove,
  onRelease,
}: SliderHandleProps) {
  const drag = useRef<{ startX: number; startOffset: number; last: number; scale: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // Screen px per the puzzle's px: the stage's fit-to-dialog zoom times 长辈模式's (1 on a desktop's dialog).
    const drawn = event.currentTarget.getBoundingClientRect().width;
    const laidOut = event.currentTarget.offsetWidth;
    const scale = drawn > 0 && laidOut > 0 ? drawn / laidOut : 1;
    drag.current = { startX: event.clientX, startOffset: offset, last: offset, scale };
    onBegin();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    current.last = clamp(current.startOffset + (event.clientX - current.startX) / current.scale, max);
    onMove(current.last);
  };
  const onPointerUp = () => {
    const current = drag.current;
    drag.current = null;
    if (current && current.last !== current.startOffset) onRelease(current.last);
  };
  const onPointerCancel = () => {
    drag.current = null;
    onMove(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (offset > 0) onRelease(offset);
      return;
    }
    const step = STEPS[event.key];
    const target =
      step !== undefined
        ? offset + step * (event.shiftKey ? 10 : 1)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? max
            : null;
    if (target === null) return;
    event.preventDefault();
    onBegin();
    onMove(clamp(target, max));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      data-autofocus
      aria-label="拼图滑块"
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={offset}
      aria-valuetext={`已向右移动${offset}像素`}
      aria-disabled={disabled || undefined}
      className={`gz-captcha__handle${disabled ? ' is-disabled' : ''}`}
      style={{ left: offset }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onKeyDown={onKeyDown}
    >
      <span aria-hidden="true" className="gz-captcha__arrow">
        →
      </span>
    </div>
  );
}
