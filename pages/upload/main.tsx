import { mountPage } from '../common/bootstrap';
import { UploadPage } from './upload-page';

mountPage(<UploadPage />);
