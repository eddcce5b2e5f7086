// The toast library as the site uses it, which comes with a form's code.
// The unstyled entry, because the default one writes its CSS into a `<style>` element
// at run time, which a Content-Security-Policy without 'unsafe-inline' styles refuses;
// imported here instead, the same CSS becomes a file that webpack links with the code.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
