/**
 * Every validation message, one export each, read as `MESSAGES.<name>` (messages.ts): a page's bundle keeps
 * only the messages it uses. Chinese strings of the spec are verbatim; where the spec gives only English, the
 * Chinese here is ours (listed in docs/decisions.md).
 */
export const smsCodeRequired = '请输入短信验证码';
export const smsCodeSixDigits = '请输入6位数字的短信验证码';

export const tradePasswordRequired = '请输入交易密码';

export const nameRequired = '请输入姓名';
export const agentNameRequired = '请输入经办人姓名';
export const responsibleNameRequired = '请输入负责人姓名';
export const nameTooLong = '姓名不能超过50个字符';
export const nameNotChineseConfirm = '姓名包含非中文字符，请确认';
export const certificateTypeRequired = '请选择证件类型';
export const certificateNoRequired = '请输入证件号码';
export const certificateNoTooLong = '证件号码不能超过50个字符';
export const idNumberRequired = '请输入身份证号码';
export const idNumberInvalid = '身份证号码格式不正确';

export const loginAccountRequired = '请输入身份证号/手机号';
export const loginPasswordRequired = '请输入登录密码';
export const privacyRequired = '请认真阅读并同意相关协议';
export const sliderFailed = '滑块验证码错误';
export const orgFundAccountRequired = '请输入基金账号';
export const orgTradeAccountRequired = '请输入基金交易账号';

export const phoneRequired = '请输入手机号码';
export const phoneFormat = '手机号码格式不正确';
export const bankPhoneRequired = '请输入银行预留手机号';
export const bankPhoneFormat = '手机号码不合规范，请重新输入';

export const passwordRequired = '请输入密码';
export const passwordFormat = '请输入6-20位字母和数字组合的密码';
export const passwordSameAsOld = '新密码不能与原密码相同';
export const passwordMismatch = '两次输入的密码不一致';
export const confirmPasswordRequired = '请再次输入密码';

export const sixDigitFormat = '请输入6位数字密码';
export const sixDigitTooSimple = '密码过于简单';

export const addressRequired = '请输入详细地址';
export const addressLength = '详细地址长度为2-150个字符';
export const addressDetail = '详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾';

export const areaCodeRequired = '请输入固定电话区号';
export const landlineRequired = '请输入固定电话号码';
export const landlineInvalid = '固定电话号码不合规范';

export const postcodeRequired = '请输入邮政编码';
export const postcodeInvalid = '邮政编码不合规范';

export const emailRequired = '请输入电子邮箱';
export const emailFormat = '邮箱地址不合规范，请重新输入';
export const emailMissingOnSend = '请先输入邮箱地址';

export const photoMissingPortrait = '请上传身份证人像面照片';
export const photoMissingEmblem = '请上传身份证国徽面照片';
export const recognitionFailed = '身份验证失败，请重新上传！';
/** POST /v1/user/idCard/check false: the recognised number is not the account's. */
export const idNumberNotOwn = '证件号码与开户证件不一致';
export const emblemExpired = '国徽面照片证件有效期已过期 请重新上传';

export const searchEmpty = '- 关键词下无内容 -';

export const dateRangeReversed = '开始日期不能晚于结束日期';

export const proofsBothNeeded = '请同时上传资产证明和投资经历证明';
export const proofType = '证明材料仅支持jpg、jpeg、png、bmp图片或pdf文件';
export const proofSize = '每个证明材料不可超过10M';
