import { mountPage } from '../common/bootstrap';
import { GatewayLoginPage } from './gateway-login-page';

mountPage(<GatewayLoginPage />);
