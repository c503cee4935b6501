export { SurveyForm } from './survey-form';
export { answerPath, FillLink, SurveyList } from './survey-list';
export { kindWords, SURVEY_TEXT, triggerWords } from './texts';
export { AnsweredSheet } from './answered-sheet';
