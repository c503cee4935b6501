import { mountPage } from '../common/bootstrap';
import { ResetPage } from './reset-page';

mountPage(<ResetPage />);
