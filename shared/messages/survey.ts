/** What a questionnaire says when it cannot be answered, written once: the back office's refusal and the page's. */
export const SURVEY_MESSAGES = {
  answeredOnce: '您已填写过该问卷，感谢您的参与',
  notOffered: '该问卷已结束或不存在',
} as const;
