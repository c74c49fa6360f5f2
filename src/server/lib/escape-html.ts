/** The one HTML escaper, shared with the content renderer (e-mails and pre-rendered pages alike). */
export { escapeHtml } from '../../domain/content/render-markdown';
