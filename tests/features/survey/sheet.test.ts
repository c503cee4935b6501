import type { SurveyQuestion } from '@/api/survey/contract';
import { chooseOption, scoresOf, sheetBody } from '@/features/survey/sheet';

const options = [
  { id: 'A', text: 'a' },
  { id: 'B', text: 'b' },
  { id: 'C', text: 'c' },
];
const QUESTIONS: SurveyQuestion[] = [
  { id: 'q1', title: '单选', type: 'single', required: true, options },
  { id: 'q2', title: '多选', type: 'multiple', required: true, options },
  { id: 'q3', title: '十分', type: 'score10', required: true, options: [] },
  { id: 'q4', title: '五分', type: 'score5', required: false, options: [] },
  { id: 'q5', title: '问答', type: 'open', required: false, options: [] },
];

describe('a survey answer sheet', () => {
  it('single replaces, multiple toggles in the options order', () => {
    let sheet = chooseOption({}, QUESTIONS[0], 'A');
    sheet = chooseOption(sheet, QUESTIONS[0], 'C');
    sheet = chooseOption(sheet, QUESTIONS[1], 'C');
    sheet = chooseOption(sheet, QUESTIONS[1], 'A');
    sheet = chooseOption(sheet, QUESTIONS[1], 'B');
    sheet = chooseOption(sheet, QUESTIONS[1], 'C');
    expect(sheet).toEqual({ q1: { optionIds: ['C'] }, q2: { optionIds: ['A', 'B'] } });
  });

  it('names the first required question left empty; a 0 score counts as an answer', () => {
    expect(sheetBody(QUESTIONS, {})).toEqual({ missing: 1 });
    expect(sheetBody(QUESTIONS, { q1: { optionIds: ['A'] }, q2: { optionIds: [] } })).toEqual({ missing: 2 });
    expect(sheetBody(QUESTIONS, { q1: { optionIds: ['A'] }, q2: { optionIds: ['B'] } })).toEqual({
      missing: 3,
    });
    expect(
      sheetBody(QUESTIONS, {
        q1: { optionIds: ['A'] },
        q2: { optionIds: ['B'] },
        q3: { score: 0 },
        q5: { text: '  好  ' },
      }),
    ).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['A'] },
        { questionId: 'q2', optionIds: ['B'] },
        { questionId: 'q3', score: 0 },
        { questionId: 'q5', text: '好' },
      ],
    });
  });

  it('a blank open answer is not sent', () => {
    const body = sheetBody(QUESTIONS, {
      q1: { optionIds: ['A'] },
      q2: { optionIds: ['B'] },
      q3: { score: 10 },
      q5: { text: '   ' },
    });
    expect(body).toEqual({
      answers: expect.not.arrayContaining([expect.objectContaining({ questionId: 'q5' })]),
    });
  });

  it('offers 0–10 and 1–5', () => {
    expect(scoresOf('score10')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(scoresOf('score5')).toEqual([1, 2, 3, 4, 5]);
  });
});
