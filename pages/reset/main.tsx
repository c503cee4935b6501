import { mountPage } from '../bootstrap';
import { ResetPage } from './reset-page';

mountPage(<ResetPage />);
