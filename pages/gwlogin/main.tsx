import { mountPage } from '../bootstrap';
import { GatewayLoginPage } from './gateway-login-page';

mountPage(<GatewayLoginPage />);
