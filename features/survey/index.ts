export { SurveyForm } from './survey-form';
export { answerPath, detailPath, SurveyList } from './survey-list';
export { SurveyWindow } from './survey-window';
export { kindWords, SURVEY_TEXT, triggerWords } from './texts';
