import { mountPage } from '../bootstrap';
import { LoginPage } from './login-page';

mountPage(<LoginPage />);
