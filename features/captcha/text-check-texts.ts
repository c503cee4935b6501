import { LOGIN_MESSAGES } from '@/shared/messages/login';

/** The words of the text check (ours: the spec knows the slider only). */
export const TEXT_CHECK = {
  offer: '无法拖动滑块？改用文字验证',
  back: '改用滑块验证',
  intro: '请回答下面的问题，用阿拉伯数字作答（例如 12）。',
  label: '答案',
  placeholder: '请输入数字',
  loading: '问题加载中…',
  unavailable: '问题加载失败，请点击“换一题”重试',
  next: '换一题',
  confirm: '确定',
  needDigits: '请用数字作答',
  wrong: LOGIN_MESSAGES.textCheckWrong,
} as const;
