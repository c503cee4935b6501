/**
 * Every validation message, in one place. Chinese strings of the spec are verbatim; where the spec gives
 * only English, the Chinese here is ours (listed in docs/decisions.md).
 */
export type PhotoSide = '人像面' | '国徽面';

export const MESSAGES = {
  smsCodeRequired: '请输入短信验证码',
  smsCodeSixDigits: '请输入6位数字的短信验证码',
  smsCodeFormat: '验证码格式不正确',

  tradePasswordRequired: '请输入交易密码',

  nameRequired: '请输入姓名',
  agentNameRequired: '请输入经办人姓名',
  responsibleNameRequired: '请输入负责人姓名',
  nameTooLong: '姓名不能超过50个字符',
  nameNotChineseConfirm: '姓名包含非中文字符，请确认',
  certificateTypeRequired: '请选择证件类型',
  certificateNoRequired: '请输入证件号码',
  certificateNoTooLong: '证件号码不能超过50个字符',
  idNumberRequired: '请输入身份证号码',
  idNumberInvalid: '身份证号码格式不正确',

  loginAccountRequired: '请输入身份证号/手机号',
  loginPasswordRequired: '请输入登录密码',
  privacyRequired: '请认真阅读并同意相关协议',
  sliderFailed: '滑块验证码错误',
  orgFundAccountRequired: '请输入基金账号',
  orgTradeAccountRequired: '请输入基金交易账号',

  phoneRequired: '请输入手机号码',
  phoneFormat: '手机号码格式不正确',
  bankPhoneRequired: '请输入银行预留手机号',
  bankPhoneFormat: '手机号码不合规范，请重新输入',

  passwordRequired: '请输入密码',
  passwordFormat: '请输入6-20位字母和数字组合的密码',
  passwordSameAsOld: '新密码不能与原密码相同',
  passwordMismatch: '两次输入的密码不一致',
  confirmPasswordRequired: '请再次输入密码',

  sixDigitFormat: '请输入6位数字密码',
  sixDigitTooSimple: '密码过于简单',

  addressRequired: '请输入详细地址',
  addressLength: '详细地址长度为2-150个字符',
  addressDetail: '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾',

  areaCodeRequired: '请输入固定电话区号',
  landlineRequired: '请输入固定电话号码',
  landlineInvalid: '固定电话号码不合规范',

  postcodeRequired: '请输入邮政编码',
  postcodeInvalid: '邮政编码不合规范',

  emailRequired: '请输入电子邮箱',
  emailFormat: '邮箱地址不合规范，请重新输入',
  emailMissingOnSend: '请先输入邮箱地址',

  photoMissingPortrait: '请上传身份证人像面照片',
  photoMissingEmblem: '请上传身份证国徽面照片',
  recognitionFailed: '身份验证失败，请重新上传！',
  /** POST /v1/user/idCard/check false: the recognised number is not the account's. */
  idNumberNotOwn: '证件号码与开户证件不一致',
  emblemExpired: '国徽面照片证件有效期已过期 请重新上传',

  searchEmpty: '- 关键词下无内容 -',

  dateRangeReversed: '开始日期不能晚于结束日期',

  proofsBothNeeded: '请同时上传资产证明和投资经历证明',
  proofType: '证明材料仅支持jpg、jpeg、png、bmp图片或pdf文件',
  proofSize: '每个证明材料不可超过10M',
} as const;

/** 上传人像面格式类型支持jpg、jpeg、png、bmp! */
export function photoFormatMessage(side: PhotoSide): string {
  return `上传${side}格式类型支持jpg、jpeg、png、bmp!`;
}

/** 人像面图片大小不可超过10M! */
export function photoSizeMessage(side: PhotoSide): string {
  return `${side}图片大小不可超过10M!`;
}
