import { mountPage } from '../common/bootstrap';
import { OpenPage } from './open-page';

mountPage(<OpenPage />);
