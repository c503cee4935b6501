import { HOTLINE } from '@/shared/config';

/** open.html's words: who may open an account online, what to prepare, the four steps. */
export const OPEN_TEXT = {
  title: '在线开户',
  subtitle: '开户在国证资管官网办理，约需10分钟',
  whoTitle: '谁可以在线开户',
  who: '年满18周岁、具有完全民事行为能力、持有效二代居民身份证的中国大陆居民。',
  organisation: `机构投资者请联系您的财富顾问，或致电客服热线 ${HOTLINE} 办理开户。`,
  prepareTitle: '请准备',
  prepare: [
    '本人二代居民身份证原件（在有效期内）',
    '本人名下的银行借记卡，用于申购付款和赎回到账',
    '本人使用的手机号码，用于接收短信验证码；须与银行卡预留手机号一致',
  ],
  stepsTitle: '开户步骤',
  steps: [
    { name: '身份验证', detail: '上传身份证人像面和国徽面照片，核对识别出的姓名、证件号码和有效期。' },
    { name: '绑定银行卡', detail: '绑定本人名下的银行借记卡，输入银行发送到预留手机的验证码。' },
    { name: '风险测评', detail: '完成风险承受能力测评，了解与您相适应的产品风险等级。' },
    { name: '签署协议', detail: '阅读并签署开户协议、风险揭示书等文件，设置交易密码。' },
  ],
  handOver: '前往官网开户',
  handOverNote:
    '开户页面由国证资管官网提供。开户完成后，官网将带您回到本网站的登录页，使用身份证号码或手机号码及登录密码登录。',
  haveAccount: '已有账户？',
  backToLogin: '返回登录',
} as const;
