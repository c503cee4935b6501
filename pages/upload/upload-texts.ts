import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';

/** upload.html's words. */
export const UPLOAD_TEXT = {
  title: '资料上传',
  subtitle: '工作人员需要您补充资料时，会以短信告知您登录本页上传',
  loading: '正在读取需要上传的资料…',
  failed: '资料要求读取失败，请刷新页面重试',
  none: '目前没有需要您上传的资料。',
  requestedAt: '提出时间',
  pick: (label: string) => `选择${label}`,
  chosen: (label: string) => `已选择的${label}`,
  remove: '移除',
  rules: '支持jpg、jpeg、png、bmp图片或pdf文件，每个文件不超过10M，最多5个',
  photoRules: '支持jpg、jpeg、png、bmp图片，每个文件不超过10M，最多5个',
  submit: '提交资料',
  submitting: '正在上传…',
  submitted: (at: string) => `已于 ${at} 提交，请等待工作人员审核`,
  done: USER_CENTRE_MESSAGES.documentsSubmitted,
  failure: '上传失败，请稍后再试',
  backHome: '返回首页',
};

export const sizeWords = (bytes: number) =>
  bytes < 1048576 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
