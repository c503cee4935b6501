import 'element-theme-default/lib/tooltip.css';

export { Tooltip } from 'element-react/next';
