import './survey.css';

import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useLazyFetchSurveyWindowQuery, useRecordSurveyWindowMutation } from '@/api/survey/endpoints';
import { ROUTES } from '@/shared/routing';
import { Button, Dialog } from '@/shared/ui';

import { answerPath } from './survey-list';
import { SURVEY_TEXT as T } from './texts';

/**
 * The pop-up a trigger opens (a purchase, a subscription …): asked on every screen change, shown once (the
 * back office records it as it opens), never over the questionnaire screens themselves, nor over the trade
 * centre: an investor choosing a fund or placing an order is not interrupted; the next other screen asks.
 */
const TRADE_SCREENS = [ROUTES.purchase, ROUTES.redeem, ROUTES.signingRecords];

export function SurveyWindow() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSurveys = pathname.startsWith(ROUTES.questionnaire);
  const trading = TRADE_SCREENS.some((screen) => pathname.startsWith(screen));
  // Asked again on every screen change (a lazy query always goes to the back office), never served from a cache.
  const [ask, asked] = useLazyFetchSurveyWindowQuery();
  const quiet = onSurveys || trading;
  useEffect(() => {
    if (!quiet) void ask({ at: pathname, silent: true });
  }, [ask, pathname, quiet]);
  const data = asked.currentData;
  const [record] = useRecordSurveyWindowMutation();
  const [closed, setClosed] = useState<string | null>(null);
  const shown = data && !onSurveys && !trading && closed !== data.id ? data : null;

  useEffect(() => {
    if (shown) void record({ id: shown.id, silent: true });
  }, [shown, record]);

  if (!shown) return null;
  const close = () => setClosed(shown.id);
  return (
    <Dialog
      open
      title={T.windowTitle}
      onClose={close}
      footer={
        <>
          <Button onClick={close}>{T.later}</Button>
          <Button
            type="primary"
            onClick={() => {
              close();
              void navigate(answerPath(shown.id));
            }}
          >
            {T.fill}
          </Button>
        </>
      }
    >
      <p className="gz-survey-window__title">{shown.title}</p>
      <p>您的意见对我们非常重要，填写约需1分钟。</p>
    </Dialog>
  );
}
