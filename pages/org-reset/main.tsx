import { mountPage } from '../bootstrap';
import { OrgResetPage } from './org-reset-page';

mountPage(<OrgResetPage />);
