import { mountPage } from '../common/bootstrap';
import { LoginPage } from './login-page';

mountPage(<LoginPage />);
