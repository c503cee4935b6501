import 'element-theme-default/lib/button.css';

export { Button } from 'element-react/next';
