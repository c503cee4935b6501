import 'element-theme-default/lib/loading.css';

export { Loading } from 'element-react/next';
