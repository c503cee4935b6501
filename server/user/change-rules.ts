/** The refusals of an identity-document application that the two kinds of document do not share. */
export const CARD_PHOTOS_MISSING = '请上传身份证人像面和国徽面照片';
export const OTHER_WITH_PHOTOS = '其他证件无需上传身份证照片，请重新提交';
export const OTHER_NAME_MISMATCH = '姓名与开户时登记的姓名不符，如需变更姓名请携带证件至营业网点办理';
