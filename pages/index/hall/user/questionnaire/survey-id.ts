import { useSearchParams } from 'react-router-dom';

/** The survey a detail or answer screen is about: ?id=… */
export function useSurveyId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}
