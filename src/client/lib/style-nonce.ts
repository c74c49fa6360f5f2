import { setNonce } from 'get-nonce';

/**
 * The page's CSP lets a <style> element run only with the nonce of the response that brought the page
 * (security-headers.ts). The dialogs' scroll lock inserts one (react-remove-scroll, through
 * react-style-singleton, which asks get-nonce): it gets the nonce the server put in the page. Without
 * one (the dev server), nothing is set and the element is inserted as before.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);
