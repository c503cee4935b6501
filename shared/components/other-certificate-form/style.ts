// The form's style alone: a page that loads the form lazily takes its style up front, so the lazy chunk has no
// CSS of its own (a CSS chunk would add its name to the one webpack runtime every page loads).
import './other-certificate-form.css';
