// element's base (transitions, icon font) and the portal's theme. Imported once by the page shell.
import 'element-theme-default/lib/base.css';
import './theme.css';
import './elder.css';
