import { mountPage } from '../common/bootstrap';
import { OrgResetPage } from './org-reset-page';

mountPage(<OrgResetPage />);
