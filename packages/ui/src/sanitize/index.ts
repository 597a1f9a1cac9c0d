// @nordpark/ui/sanitize: server HTML made safe before it enters the DOM (DOMPurify with one
// allow-list), for every island that shows some. Its own entry, so DOMPurify loads only there.
export { purifierWorks, sanitizeServerHtml } from './serverHtml';
