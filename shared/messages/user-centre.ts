/** What the user centre's changes and submissions say, written once: the back office's answer and the page's. */
export const USER_CENTRE_MESSAGES = {
  phoneChanged: '手机号码修改成功',
  profileSaved: '个人资料修改成功',
  noticesSaved: '订阅设置已保存',
  identitySubmitted: '申请已提交，请等待审核',
  documentsSubmitted: '资料已提交，请等待工作人员审核',
  certificationSubmitted: '认证材料已提交，请等待审核',
} as const;
