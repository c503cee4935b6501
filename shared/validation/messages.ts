import * as MESSAGES from './message-list';

/**
 * Every validation message, in one place (message-list.ts). `MESSAGES` is its namespace: webpack keeps in a page
 * only the messages that page reads (an object literal would bring all of them to every page), as RESPONSE_STATE.
 */
export { MESSAGES };

export type PhotoSide = '人像面' | '国徽面';

/** 上传人像面格式类型支持jpg、jpeg、png、bmp! */
export function photoFormatMessage(side: PhotoSide): string {
  return `上传${side}格式类型支持jpg、jpeg、png、bmp!`;
}

/** 人像面图片大小不可超过10M! */
export function photoSizeMessage(side: PhotoSide): string {
  return `${side}图片大小不可超过10M!`;
}
