// The toast library as the site loads it, in a chunk of its own (see toast-region.tsx).
// The unstyled entry, because the default one writes its CSS into a `<style>` element
// at run time, which a Content-Security-Policy without 'unsafe-inline' styles refuses;
// imported here instead, the same CSS becomes a file of this chunk that webpack links.
import 'react-toastify/dist/ReactToastify.css';

export { ToastContainer, toast } from 'react-toastify/unstyled';
