import './slider-captcha.css';

import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { CAPTCHA_WIDTH_1X, CAPTCHA_WIDTH_2X } from '@/shared/config/constants';
import { Dialog, useShake } from '@/shared/ui';

import { SliderHandle } from './slider-handle';
import type { SliderCaptchaProps } from './types';
import { useFitZoom } from './use-fit-zoom';

/** The picture is drawn 345 CSS px wide whatever the screen (spec §9: basis 690 at 2x, 345 at 1x). */
export const PICTURE_WIDTH = CAPTCHA_WIDTH_1X;
const SCALE = CAPTCHA_WIDTH_1X / CAPTCHA_WIDTH_2X;
/** The back office's piece is 120 px at 2x; corrected from the image itself once it has loaded. */
const DEFAULT_PIECE_WIDTH = 60;

const STATUS_TEXT = {
  loading: '图片加载中…',
  unavailable: '图片加载失败，请点击“换一张”重试',
  verifying: '正在验证…',
  passed: '验证通过',
  ready: '',
} as const;

/**
 * The slider puzzle captcha (spec §2, §3) as drawn: drag the piece into the hole, by pointer or keyboard.
 * It knows no API; features/captcha fetches the puzzle, times the slide and verifies the position.
 */
export function SliderCaptcha({
  open,
  title = '安全验证',
  picture,
  status,
  offset,
  error,
  onBegin,
  onMove,
  onRelease,
  onRefresh,
  onClose,
  alternative,
}: SliderCaptchaProps) {
  const id = useId();
  const [pieceWidth, setPieceWidth] = useState(DEFAULT_PIECE_WIDTH);
  // The Dialog's focus trap restarts when its onClose changes: hand it one stable function.
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const close = useCallback(() => latestClose.current(), []);
  // A refused slide (滑块验证码错误) shakes the track for 800 ms as the message appears.
  const [shaking, shake] = useShake();
  useEffect(() => {
    if (error) shake();
  }, [error, shake]);

  // On a phone the picture and the track are drawn smaller to fit the dialog; the positions stay in 345 px.
  const stageHost = useRef<HTMLDivElement>(null);
  const zoom = useFitZoom(stageHost, PICTURE_WIDTH);

  const max = PICTURE_WIDTH - pieceWidth;
  const hintId = `${id}-hint`;
  return (
    <Dialog open={open} title={title} onClose={close} className="gz-captcha-dialog" compact>
      <p className="gz-captcha__hint" id={hintId}>
        请向右拖动下方滑块（或聚焦滑块后使用方向键），使拼图与缺口吻合，按回车键确认
      </p>
      <div className="gz-captcha__stage-host" ref={stageHost}>
        <div className="gz-captcha__stage" style={{ zoom, width: PICTURE_WIDTH }}>
          <div className="gz-captcha__picture" style={{ width: PICTURE_WIDTH }}>
            {picture && (
              <>
                <img
                  className="gz-captcha__background"
                  src={picture.background}
                  alt="拼图验证图片"
                  width={PICTURE_WIDTH}
                  draggable={false}
                />
                <img
                  className="gz-captcha__piece"
                  src={picture.slider}
                  alt=""
                  draggable={false}
                  style={{ left: offset, top: picture.y, width: pieceWidth }}
                  onLoad={(event) =>
                    setPieceWidth(Math.round(event.currentTarget.naturalWidth * SCALE) || DEFAULT_PIECE_WIDTH)
                  }
                />
              </>
            )}
            {(status === 'loading' || status === 'unavailable') && (
              <div className="gz-captcha__placeholder">{STATUS_TEXT[status]}</div>
            )}
          </div>
          <div
            className={`gz-captcha__track${shaking ? ' is-shaking' : ''}`}
            style={{ width: PICTURE_WIDTH }}
          >
            <div className="gz-captcha__fill" style={{ width: offset }} aria-hidden="true" />
            <span className="gz-captcha__track-text" aria-hidden="true">
              向右拖动滑块完成拼图
            </span>
            <SliderHandle
              offset={offset}
              max={max}
              disabled={status !== 'ready'}
              describedBy={hintId}
              onBegin={onBegin}
              onMove={onMove}
              onRelease={onRelease}
            />
          </div>
        </div>
      </div>
      <div className="gz-captcha__footer">
        {error ? (
          <p className="gz-captcha__status is-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="gz-captcha__status" role="status">
            {STATUS_TEXT[status]}
          </p>
        )}
        <button
          type="button"
          className="gz-captcha__refresh"
          title="换一张图片"
          onClick={onRefresh}
          disabled={status === 'verifying' || status === 'passed'}
        >
          <span className="gz-captcha__refresh-icon" aria-hidden="true">
            ↻
          </span>
          换一张
        </button>
      </div>
      {alternative && (
        <button type="button" className="gz-captcha__switch" onClick={alternative.onChoose}>
          {alternative.label}
        </button>
      )}
    </Dialog>
  );
}
